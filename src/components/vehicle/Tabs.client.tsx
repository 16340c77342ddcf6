'use client'

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

export type Tab = { id: string; label: string; content: ReactNode }

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the chosen panel shows. */
export function Tabs({ tabs, label }: { tabs: Tab[]; label: string }) {
  const [active, setActive] = useState(0)
  const base = useId()
  const buttons = useRef<Array<HTMLButtonElement | null>>([])

  function onKey(event: KeyboardEvent) {
    const moves: Record<string, number> = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: tabs.length - 1 }
    if (!(event.key in moves)) return
    event.preventDefault()
    const next = (moves[event.key] + tabs.length) % tabs.length
    setActive(next)
    buttons.current[next]?.focus()
  }

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list" onKeyDown={onKey}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              buttons.current[i] = el
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={i === active}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div key={tab.id} role="tabpanel" id={`${base}-panel-${tab.id}`} aria-labelledby={`${base}-tab-${tab.id}`} hidden={i !== active} tabIndex={0} className="tabs__panel">
          {tab.content}
        </div>
      ))}
    </div>
  )
}

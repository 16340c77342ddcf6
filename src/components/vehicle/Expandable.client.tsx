'use client'

import { useId, useState, type ReactNode } from 'react'

type Props = {
  items: ReactNode[]
  first: number
  showLabel: string
  hideLabel: string
  className?: string
}

/**
 * A list that shows its first few items and a toggle for the rest (Show All Specs / Hide Specs,
 * Show All features). The button controls the list and says whether it is expanded.
 */
export function Expandable({ items, first, showLabel, hideLabel, className }: Props) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const shown = open ? items : items.slice(0, first)
  return (
    <>
      <ul id={id} className={className}>
        {shown}
      </ul>
      {items.length > first ? (
        <button type="button" className="link-button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {open ? hideLabel : showLabel}
        </button>
      ) : null}
    </>
  )
}

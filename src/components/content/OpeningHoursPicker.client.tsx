'use client'

import { useId, useState, type ReactNode } from 'react'

/** The department dropdown of §5 when a location has more than one type; every table is in the HTML. */
export function OpeningHoursPicker({ options, panels }: { options: Array<{ id: string; label: string }>; panels: ReactNode[] }) {
  const id = useId()
  const [chosen, setChosen] = useState(0)
  return (
    <div>
      <label htmlFor={id}>Department</label>{' '}
      <select id={id} value={chosen} onChange={(e) => setChosen(Number(e.target.value))}>
        {options.map((option, i) => (
          <option key={option.id} value={i}>
            {option.label}
          </option>
        ))}
      </select>
      {panels.map((panel, i) => (
        <div key={options[i]!.id} hidden={i !== chosen}>
          {panel}
        </div>
      ))}
    </div>
  )
}

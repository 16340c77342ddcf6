'use client'

import { useState } from 'react'
import type { Hotspot } from '@/domain/vehicle/hotspotsAt'

/** Numbered markers over the picture; each opens its note. Markers are siblings of the 360° slider, never inside it. */
export function Hotspots({ spots }: { spots: Hotspot[] }) {
  const [open, setOpen] = useState<string | null>(null)
  if (!spots.length) return null
  return (
    <ul className="hotspots" aria-label="Features on this view">
      {spots.map((spot, i) => {
        const id = `${spot.label}-${spot.frame ?? 'i'}`
        const expanded = open === id
        return (
          <li key={id} className="hotspots__item" style={{ left: `${spot.x}%`, top: `${spot.y}%` }}>
            <button type="button" className="hotspots__marker" aria-expanded={expanded} onClick={() => setOpen(expanded ? null : id)}>
              <span aria-hidden="true">{i + 1}</span>
              <span className="visually-hidden">{spot.label}</span>
            </button>
            {expanded ? (
              <div className="hotspots__note" role="note">
                <strong>{spot.label}</strong>
                {spot.description ? <p>{spot.description}</p> : null}
              </div>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}

'use client'

import { useEffect, useState } from 'react'
import { compareIds, toggleCompare } from '@/domain/compare'

const KEY = 'forecourt:compare'

function stored(): number[] {
  try {
    return compareIds(window.localStorage.getItem(KEY) ?? '')
  } catch {
    return []
  }
}

/** Picks this car for comparison (up to 3, kept in the browser) and links to the side-by-side page. */
export function CompareToggle({ carId }: { carId: number }) {
  const [ids, setIds] = useState<number[] | null>(null)
  useEffect(() => setIds(stored()), [])
  if (!ids) return null
  const picked = ids.includes(carId)
  function toggle() {
    const next = toggleCompare(stored(), carId)
    try {
      window.localStorage.setItem(KEY, next.join(','))
    } catch {
      // Without storage the choice lasts for this page only.
    }
    setIds(next)
  }
  return (
    <p className="compare-toggle">
      <label>
        <input type="checkbox" checked={picked} onChange={toggle} /> Compare
      </label>
      {ids.length ? <a href={`/compare?ids=${ids.join(',')}`}>Compare {ids.length === 1 ? '1 car' : `${ids.length} cars`}</a> : null}
    </p>
  )
}

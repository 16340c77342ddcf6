'use client'

import { useEffect, useState } from 'react'
import { browserStorage } from '@/components/leads/browserStore'

/** Counts this shopper's view once a session and shows how many people have looked at the car. */
export function ViewCount({ path }: { path: string }) {
  const [views, setViews] = useState<number | null>(null)
  useEffect(() => {
    const key = `forecourt:viewed:${path}`
    const counted = browserStorage('sessionStorage')?.getItem(key) === '1'
    fetch(`${path}${counted ? '?count=false' : ''}`)
      .then((r) => (r.ok ? r.json() : null))
      .then((data: { views?: number } | null) => {
        if (typeof data?.views === 'number') setViews(data.views)
        try {
          browserStorage('sessionStorage')?.setItem(key, '1')
        } catch {
          // A full or read-only store: the next visit counts again.
        }
      })
      .catch(() => undefined)
  }, [path])
  if (views === null || views < 1) return null
  return <p className="vehicle__views">{views.toLocaleString('en-AU')} views</p>
}

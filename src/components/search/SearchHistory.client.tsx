'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'

const KEY = 'forecourt:search-history'
/** §3/§9: search history keeps the last five searches. */
export const SEARCH_HISTORY_LIMIT = 5

type Entry = { href: string; title: string }

export function readSearchHistory(): Entry[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((e) => typeof e?.href === 'string' && typeof e?.title === 'string') : []
  } catch {
    return []
  }
}

/** Records this search and lists the shopper's earlier ones (kept in this browser only). */
export function SearchHistory({ href, title }: Entry) {
  const [earlier, setEarlier] = useState<Entry[]>([])
  useEffect(() => {
    const previous = readSearchHistory().filter((e) => e.href !== href)
    setEarlier(previous.slice(0, SEARCH_HISTORY_LIMIT - 1))
    try {
      localStorage.setItem(KEY, JSON.stringify([{ href, title }, ...previous].slice(0, SEARCH_HISTORY_LIMIT)))
    } catch {
      // Private browsing or a full store: history is a nicety.
    }
  }, [href, title])
  if (!earlier.length) return null
  return (
    <section className="facet search-history" aria-labelledby="recent-searches">
      <h3 id="recent-searches" className="facet__title">
        Recent searches
      </h3>
      <ul className="facet__list">
        {earlier.map((e) => (
          <li key={e.href}>
            <Link href={e.href}>{e.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

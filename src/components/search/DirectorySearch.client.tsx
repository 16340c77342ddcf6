'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

const DEBOUNCE_MS = 300

/**
 * The directory search box (§2, §9): its own `search` parameter, 300 ms after the last key, and a
 * new search always starts again at page 1. Inside a GET form, so Enter works without JavaScript.
 */
export function DirectorySearch({ label }: { label: string }) {
  const router = useRouter()
  const pathname = usePathname()
  const params = useSearchParams()
  const [value, setValue] = useState(params.get('search') ?? '')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  function change(next: string) {
    setValue(next)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      const updated = new URLSearchParams(params.toString())
      if (next.trim()) updated.set('search', next.trim())
      else updated.delete('search')
      updated.delete('page')
      const query = updated.toString()
      router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false })
    }, DEBOUNCE_MS)
  }

  return (
    <>
      <label htmlFor="directory-search" className="visually-hidden">
        {label}
      </label>
      <input id="directory-search" type="search" name="search" placeholder="Search..." value={value} onChange={(e) => change(e.target.value)} maxLength={100} autoComplete="off" />
    </>
  )
}

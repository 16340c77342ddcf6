'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { rememberVisit } from './browserStore'

/** Keeps the pages of this visit and its campaign parameters for the next lead's attribution (§3 lead_attributes). */
export function VisitTracker() {
  const pathname = usePathname()
  useEffect(() => {
    rememberVisit()
  }, [pathname])
  return null
}

'use client'

import type React from 'react'

/** Submits the surrounding form when a field inside changes (the form also works without this). */
export function AutoSubmit({ children }: { children: React.ReactNode }) {
  return (
    <span
      className="auto-submit"
      onChange={(event) => {
        const form = (event.target as HTMLElement).closest('form')
        form?.requestSubmit()
      }}
    >
      {children}
    </span>
  )
}

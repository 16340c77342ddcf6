'use client'

import { useState } from 'react'

/** §4: dealer comments truncated at 400 characters with Show More / Show Less. */
export function DealerComments({ preview, full, truncated }: { preview: string; full: string; truncated: boolean }) {
  const [open, setOpen] = useState(false)
  return (
    <div className="dealer-comments">
      <p>{open || !truncated ? full : preview}</p>
      {truncated ? (
        <button type="button" className="link-button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Show Less' : 'Show More'}
        </button>
      ) : null}
    </div>
  )
}

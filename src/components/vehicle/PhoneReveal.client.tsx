'use client'

import { useState } from 'react'

/** §4: where the dealer masks it, the number shows its first 5 characters until the shopper asks for it. */
export function PhoneReveal({ phone, masked }: { phone: string; masked: boolean }) {
  const [shown, setShown] = useState(!masked)
  const href = `tel:${phone.replace(/[^\d+]/g, '')}`
  if (shown) {
    return (
      <a className="button button--accent" href={href}>
        Call {phone}
      </a>
    )
  }
  return (
    <button type="button" className="button button--accent" onClick={() => setShown(true)}>
      Call {phone.slice(0, 5)}… <span className="visually-hidden">(show the full number)</span>
    </button>
  )
}

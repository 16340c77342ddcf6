'use client'

import { useState } from 'react'

/** §4: where the dealer masks it, the number shows its first 5 characters until the shopper asks for it. */
export function PhoneReveal({ phone, masked, carSlug }: { phone: string; masked: boolean; carSlug: string }) {
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
    <button
      type="button"
      className="button button--accent"
      onClick={() => {
        setShown(true)
        // The dealer learns the number was asked for; a failed record is only logged (§8).
        fetch('/api/phone-reveals', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ car_id: carSlug }), keepalive: true }).catch(
          (error: unknown) => console.warn('[phone reveal] not recorded', error),
        )
      }}
    >
      Call {phone.slice(0, 5)}… <span className="visually-hidden">(show the full number)</span>
    </button>
  )
}

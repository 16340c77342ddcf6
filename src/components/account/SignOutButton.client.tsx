'use client'

import { useState } from 'react'

/** Ends the session on the server, then reloads home so nothing signed-in stays on screen. */
export function SignOutButton() {
  const [busy, setBusy] = useState(false)
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={busy}
      onClick={async () => {
        setBusy(true)
        await fetch('/api/auth/sign-out', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).catch(() => undefined)
        window.location.assign('/')
      }}
    >
      Sign out
    </button>
  )
}

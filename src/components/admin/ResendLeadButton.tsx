'use client'
import { Button, toast, useDocumentInfo } from '@payloadcms/ui'
import { useState } from 'react'

/** Staff re-send a lead to every destination from its edit view. */
export function ResendLeadButton() {
  const { id } = useDocumentInfo()
  const [busy, setBusy] = useState(false)
  if (!id) return null
  async function resend() {
    setBusy(true)
    try {
      const response = await fetch(`/api/leads/${id}/resend`, { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: '{}' })
      const body = (await response.json().catch(() => ({}))) as { resent?: number; error?: string }
      if (response.ok) toast.success(`Re-sending to ${body.resent} destination${body.resent === 1 ? '' : 's'}. Refresh to see the result.`)
      else toast.error(body.error ?? 'Could not re-send this lead.')
    } finally {
      setBusy(false)
    }
  }
  return (
    <div style={{ marginBottom: 'var(--base)' }}>
      <Button buttonStyle="secondary" onClick={resend} disabled={busy}>
        {busy ? 'Re-sending…' : 'Re-send lead'}
      </Button>
    </div>
  )
}

'use client'

import { lazy, Suspense, useEffect, useState } from 'react'
import { signInHref } from '@/domain/auth/redirect'

// Toasts load with the first save, not with the page.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })))

type State = { signedIn: boolean; phone?: string; saved: boolean } | null

/**
 * §4 watchlist save: optimistic, then POST, with a loading flag and a disabled button; the spec's
 * toasts with a View List link; a shopper without a session goes to sign-in and comes back here.
 */
export function WatchlistButton({ carId, carName }: { carId: number; carName: string }) {
  const [state, setState] = useState<State>(null)
  const [busy, setBusy] = useState(false)
  const [toasts, setToasts] = useState(false)

  useEffect(() => {
    let live = true
    fetch('/api/watchlist/list', { cache: 'no-store' })
      .then((r) => r.json() as Promise<{ signedIn: boolean; phone?: string; ids: number[] }>)
      .then((body) => live && setState({ signedIn: body.signedIn, phone: body.phone, saved: body.ids.includes(carId) }))
      .catch(() => live && setState({ signedIn: false, saved: false }))
    return () => {
      live = false
    }
  }, [carId])

  async function toggle() {
    if (!state) return
    const here = window.location.pathname
    if (!state.signedIn || !state.phone) return window.location.assign(signInHref('watchlist', here, here))
    const saving = !state.saved
    setState({ ...state, saved: saving })
    setBusy(true)
    setToasts(true)
    try {
      const response = await fetch(`/api/watchlist/${saving ? 'save-car' : 'remove-car'}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone_number: state.phone, car_id: carId }),
      })
      const body = (await response.json()) as { success?: boolean; error?: string; event_id?: number }
      if (!response.ok || !body.success) throw new Error(body.error ?? 'Your watchlist could not be updated.')
      if (body.event_id) (window as { dataLayer?: unknown[] }).dataLayer?.push({ event: 'forecourt', event_id: body.event_id, car_id: carId })
      const { toast } = await import('sonner')
      if (saving) toast.success('Car Saved In Watchlist', { description: `${carName} is now available in your watchlist`, action: { label: 'View List', onClick: () => window.location.assign('/my-garage#watchlist') } })
      else toast('Car Removed', { description: `${carName} is no longer in your watchlist` })
    } catch (error) {
      // §8: a network or parse failure is shown in an alert and the action counts as failed.
      setState((s) => (s ? { ...s, saved: !saving } : s))
      window.alert(error instanceof Error ? error.message : 'Your watchlist could not be updated.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <button type="button" className="button button--secondary" onClick={toggle} disabled={!state || busy} aria-pressed={state?.saved ?? false} aria-busy={busy}>
        {state?.saved ? 'Saved to Watchlist' : 'Save to Watchlist'}
      </button>
      {toasts ? (
        <Suspense fallback={null}>
          <Toaster position="bottom-center" visibleToasts={1} richColors closeButton />
        </Suspense>
      ) : null}
    </>
  )
}

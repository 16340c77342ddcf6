'use client'

import { useSyncExternalStore } from 'react'
import { signInHref } from '@/domain/auth/redirect'
import { showToast } from '@/components/site/toasts'

/**
 * One watchlist per page, however many Save buttons it shows: the search page's cards and the
 * vehicle page share a single `GET /api/watchlist/list` and see each other's changes.
 */
export type WatchlistSnapshot = { status: 'loading' | 'ready'; signedIn: boolean; phone?: string; ids: ReadonlySet<number>; busy: ReadonlySet<number> }

let snapshot: WatchlistSnapshot = { status: 'loading', signedIn: false, ids: new Set(), busy: new Set() }
let loading: Promise<void> | null = null
const listeners = new Set<() => void>()

function set(next: Partial<WatchlistSnapshot>) {
  snapshot = { ...snapshot, ...next }
  listeners.forEach((listener) => listener())
}

function load() {
  loading ??= fetch('/api/watchlist/list', { cache: 'no-store' })
    .then((r) => r.json() as Promise<{ signedIn: boolean; phone?: string; ids: number[] }>)
    .then((body) => set({ status: 'ready', signedIn: body.signedIn, phone: body.phone, ids: new Set(body.ids) }))
    .catch(() => set({ status: 'ready', signedIn: false }))
  return loading
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  void load()
  return () => listeners.delete(listener)
}

const serverSnapshot: WatchlistSnapshot = snapshot

export function useWatchlist(): WatchlistSnapshot {
  return useSyncExternalStore(subscribe, () => snapshot, () => serverSnapshot)
}

function withId(ids: ReadonlySet<number>, id: number, present: boolean) {
  const next = new Set(ids)
  if (present) next.add(id)
  else next.delete(id)
  return next
}

/**
 * §4 save and remove: optimistic, then POST with the car's button disabled; the spec's toasts with a
 * View List link; a shopper without a session goes to sign-in and comes back to this page.
 */
export async function toggleWatchlist(carId: number, carName: string) {
  if (snapshot.status !== 'ready' || snapshot.busy.has(carId)) return
  const here = window.location.pathname + window.location.search
  if (!snapshot.signedIn || !snapshot.phone) return window.location.assign(signInHref('watchlist', here, here))
  const saving = !snapshot.ids.has(carId)
  set({ ids: withId(snapshot.ids, carId, saving), busy: withId(snapshot.busy, carId, true) })
  try {
    const response = await fetch(`/api/watchlist/${saving ? 'save-car' : 'remove-car'}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone_number: snapshot.phone, car_id: carId }),
    })
    const body = (await response.json()) as { success?: boolean; error?: string; event_id?: number }
    if (!response.ok || !body.success) throw new Error(body.error ?? 'Your watchlist could not be updated.')
    if (body.event_id) (window as { dataLayer?: unknown[] }).dataLayer?.push({ event: 'forecourt', event_id: body.event_id, car_id: carId })
    if (saving) {
      showToast('success', 'Car Saved In Watchlist', `${carName} is now available in your watchlist`, { label: 'View List', href: '/my-garage#watchlist' })
    } else {
      showToast('info', 'Car Removed', `${carName} is no longer in your watchlist`)
    }
  } catch (error) {
    // §8: a network or parse failure is shown in an alert and the action counts as failed.
    set({ ids: withId(snapshot.ids, carId, !saving) })
    window.alert(error instanceof Error ? error.message : 'Your watchlist could not be updated.')
  } finally {
    set({ busy: withId(snapshot.busy, carId, false) })
  }
}

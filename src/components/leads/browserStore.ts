const DETAILS_KEY = 'forecourt:user-details'
const SUCCESS_KEY = 'forecourt:lead-success'

// Stored values are checked by hand: this module runs on every page, where zod would cost more than it saves.
type Check<T> = (value: unknown) => T | null

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Keeps the string entries of an object (at most `max` of them, each cut to `length`), dropping anything else. */
const stringRecord =
  (keys: readonly string[] | null, length: number, max = 30): Check<Record<string, string>> =>
  (value) => {
    if (!isRecord(value)) return null
    const entries = Object.entries(value).filter(([k, v]) => typeof v === 'string' && (!keys || keys.includes(k)))
    return Object.fromEntries(entries.slice(0, max).map(([k, v]) => [k.slice(0, 60), (v as string).slice(0, length)]))
  }

const stringList: Check<string[]> = (value) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').map((v) => v.slice(0, 500)) : null)

/** §3 "Stored user details": what the next form fills in for the shopper. */
const detailKeys = ['name', 'last_name', 'email', 'phone', 'postcode'] as const
export type StoredDetails = Partial<Record<(typeof detailKeys)[number], string>>
const storedDetails = stringRecord(detailKeys, 254) as Check<StoredDetails>

function read<T>(storage: Storage | undefined, key: string, check: Check<T>): T | null {
  try {
    const raw = storage?.getItem(key)
    return raw ? check(JSON.parse(raw)) : null
  } catch {
    return null
  }
}

function write(storage: Storage | undefined, key: string, value: unknown) {
  try {
    storage?.setItem(key, JSON.stringify(value))
  } catch {
    // Private modes and full storage: the form still works, it just will not remember.
  }
}

/** A storage area, or nothing where the browser refuses it (blocked storage, a page framed by another site). */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind]
  } catch {
    return undefined
  }
}

const local = () => browserStorage('localStorage')
const session = () => browserStorage('sessionStorage')

export const readDetails = () => read(local(), DETAILS_KEY, storedDetails) ?? {}
export const storeDetails = (details: StoredDetails) => write(local(), DETAILS_KEY, storedDetails(details))

export type SuccessMarker = { lead_id: number; title: string; at: number }
const successMarker: Check<SuccessMarker> = (value) =>
  isRecord(value) && typeof value.lead_id === 'number' && typeof value.title === 'string' && typeof value.at === 'number'
    ? { lead_id: value.lead_id, title: value.title.slice(0, 200), at: value.at }
    : null
export const storeSuccess = (marker: SuccessMarker) => write(session(), SUCCESS_KEY, marker)
export const readSuccess = () => read(session(), SUCCESS_KEY, successMarker)

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

/** §7 analytics: the page's data layer gets the event id the server recorded; a missing tag manager is fine. */
export function pushAnalytics(eventId: number, detail: Record<string, unknown>) {
  try {
    window.dataLayer = window.dataLayer ?? []
    window.dataLayer.push({ event: 'forecourt', event_id: eventId, ...detail })
  } catch (error) {
    console.warn('Analytics event not pushed', error)
  }
}

/** §3 lead_attributes: the pages this visit saw (kept for the tab's life) and the campaign parameters it arrived with. */
const VISITS_KEY = 'forecourt:visited-pages'
const QUERY_KEY = 'forecourt:linked-query'

export function rememberVisit() {
  const pages = read(session(), VISITS_KEY, stringList) ?? []
  const here = window.location.pathname + window.location.search
  if (pages.at(-1) !== here) write(session(), VISITS_KEY, [...pages, here].slice(-20))
  const params = new URLSearchParams(window.location.search)
  const linked = Object.fromEntries([...params].filter(([k]) => /^(utm_|gclid|fbclid|msclkid)/.test(k)).map(([k, v]) => [k.slice(0, 60), v.slice(0, 500)]))
  if (Object.keys(linked).length) write(session(), QUERY_KEY, linked)
}

export function leadAttributes() {
  return {
    visited_pages: (read(session(), VISITS_KEY, stringList) ?? []).slice(-20),
    linked_query_params: read(session(), QUERY_KEY, stringRecord(null, 500)) ?? {},
  }
}

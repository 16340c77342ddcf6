import { z } from 'zod'

const DETAILS_KEY = 'forecourt:user-details'
const SUCCESS_KEY = 'forecourt:lead-success'

/** §3 "Stored user details": what the next form fills in for the shopper. */
const storedDetails = z.object({
  name: z.string().max(80).optional(),
  last_name: z.string().max(80).optional(),
  email: z.string().max(254).optional(),
  phone: z.string().max(20).optional(),
  postcode: z.string().max(4).optional(),
})

export type StoredDetails = z.infer<typeof storedDetails>

function read<T>(storage: Storage | undefined, key: string, schema: z.ZodType<T>): T | null {
  try {
    const raw = storage?.getItem(key)
    const parsed = raw ? schema.safeParse(JSON.parse(raw)) : null
    return parsed?.success ? parsed.data : null
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

const local = () => (typeof window === 'undefined' ? undefined : window.localStorage)
const session = () => (typeof window === 'undefined' ? undefined : window.sessionStorage)

export const readDetails = () => read(local(), DETAILS_KEY, storedDetails) ?? {}
export const storeDetails = (details: StoredDetails) => write(local(), DETAILS_KEY, storedDetails.parse(details))

const successMarker = z.object({ lead_id: z.number(), title: z.string().max(200), at: z.number() })
export type SuccessMarker = z.infer<typeof successMarker>
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
  const pages = read(session(), VISITS_KEY, z.array(z.string())) ?? []
  const here = window.location.pathname + window.location.search
  if (pages.at(-1) !== here) write(session(), VISITS_KEY, [...pages, here].slice(-20))
  const params = new URLSearchParams(window.location.search)
  const linked = Object.fromEntries([...params].filter(([k]) => /^(utm_|gclid|fbclid|msclkid)/.test(k)).map(([k, v]) => [k.slice(0, 60), v.slice(0, 500)]))
  if (Object.keys(linked).length) write(session(), QUERY_KEY, linked)
}

export function leadAttributes() {
  return {
    visited_pages: (read(session(), VISITS_KEY, z.array(z.string().max(500))) ?? []).slice(-20),
    linked_query_params: read(session(), QUERY_KEY, z.record(z.string().max(60), z.string().max(500))) ?? {},
  }
}

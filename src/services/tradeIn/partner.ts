import { z } from 'zod'
import type { TradeInPort } from './port'

const vehicle = z.object({ year: z.number().int(), make: z.string().min(1), model: z.string().min(1), badge: z.string().nullish() })
const estimate = z.object({ offer: z.number().positive(), low: z.number().positive(), high: z.number().positive(), confidence: z.number().min(0).max(1), comparables: z.number().int().min(0).default(0) })

/**
 * A valuation partner over HTTP (TRADEIN_PARTNER_URL, TRADEIN_PARTNER_KEY): POST {url}/rego-lookup
 * {rego, state} → vehicle or 404; POST {url}/valuations {year, make, model, badge, kms, answers} →
 * estimate or 204. Answers are checked with zod; anything else counts as no answer.
 */
export function partnerTradeInAdapter(baseUrl: string, key: string): TradeInPort {
  async function post(path: string, body: unknown): Promise<unknown | null> {
    const response = await fetch(new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    })
    if (response.status === 404 || response.status === 204) return null
    if (!response.ok) throw new Error(`Valuation partner answered ${response.status}`)
    return response.json()
  }
  return {
    name: 'partner',
    async lookupRego(rego, state) {
      const parsed = vehicle.safeParse(await post('rego-lookup', { rego, state }))
      return parsed.success ? parsed.data : null
    },
    async value(request) {
      const parsed = estimate.safeParse(await post('valuations', request))
      return parsed.success ? parsed.data : null
    },
  }
}

import { z } from 'zod'
import type { FinancePort } from './port'

const quote = z.object({ weeklyRepaymentAmount: z.number().positive(), advertisedRate: z.number().positive(), comparisonRate: z.number().positive() })

/** The finance partner's quick-quote API (FINANCE_PARTNER_URL, FINANCE_PARTNER_KEY): POST {url}/quote with the §7 fields. */
export function partnerFinanceAdapter(baseUrl: string, key: string): FinancePort {
  return {
    name: 'partner',
    async quote(request) {
      const response = await fetch(new URL('quote', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(10_000),
      })
      if (!response.ok) throw new Error(`Finance partner answered ${response.status}`)
      const parsed = quote.safeParse(await response.json())
      return parsed.success ? parsed.data : null
    },
  }
}

import { z } from 'zod'
import type { FinancePort } from './port'

const quote = z.object({ weeklyRepaymentAmount: z.number().positive(), advertisedRate: z.number().positive(), comparisonRate: z.number().positive() })
const customer = z.object({
  redirectUrl: z.url({ protocol: /^https?$/ }).nullish(),
  reference: z.string().max(100).nullish(),
  status: z.enum(['pre-approved', 'referred']).nullish(),
  quote: quote.nullish(),
})

/**
 * The finance partner's API (FINANCE_PARTNER_URL, FINANCE_PARTNER_KEY, FINANCE_PARTNER_NAME):
 * POST {url}/quote with the §7 quote fields and POST {url}/customers with `data` and `additionalData`.
 */
export function partnerFinanceAdapter(baseUrl: string, key: string, displayName: string): FinancePort {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) throw new Error(`Finance partner answered ${response.status} to ${path}`)
    return response.json() as Promise<unknown>
  }
  return {
    name: 'partner',
    displayName,
    async quote(request) {
      const parsed = quote.safeParse(await post('quote', request))
      return parsed.success ? parsed.data : null
    },
    async createCustomer(request) {
      const parsed = customer.safeParse(await post('customers', request))
      if (!parsed.success) throw new Error('Finance partner sent an unreadable customer')
      const { redirectUrl, reference, status, quote: offered } = parsed.data
      return { reference: reference ?? 'unknown', status: status ?? 'pre-approved', redirectUrl: redirectUrl ?? null, quote: offered ?? null }
    },
  }
}

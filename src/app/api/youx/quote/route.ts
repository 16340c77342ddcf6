import { fieldMessages } from '@/domain/leads/forms'
import { quoteRequestSchema } from '@/domain/finance/quote'
import { financePort } from '@/services/finance'
import { websiteRates } from '@/services/finance/rates'
import { hitRateLimits } from '@/services/rateLimit'
import { websitePost } from '@/services/http/websiteRoute'

/**
 * POST /api/youx/quote (§7): weeklyRepaymentAmount, advertisedRate and comparisonRate for the
 * host's website, 400 with field messages for a malformed body, `error` when no quote is possible.
 */
export const POST = websitePost(async ({ payload, website, body, ip }) => {
  const parsed = quoteRequestSchema.safeParse(body ?? {})
  if (!parsed.success) return { status: 400, body: { error: 'Failed to get quick quote', fields: fieldMessages(parsed.error) } }
  const limit = await hitRateLimits(payload, [{ key: `quote:ip:${ip}`, max: 120, windowSeconds: 600 }])
  if (!limit.allowed) return { status: 429, body: { error: 'Too many quotes in a short time. Please try again shortly.' }, headers: { 'retry-after': String(limit.retryAfterSeconds) } }
  if (website.finance?.excluded) return { status: 404, body: { error: 'Finance is not offered on this website.' } }
  const quote = await financePort().quote(parsed.data, websiteRates(website))
  return quote ? { status: 200, body: quote } : { status: 200, body: { error: 'Enquire for Finance' } }
}, 'Failed to get quick quote')

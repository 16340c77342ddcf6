import type { Payload } from 'payload'
import { createCustomerSchema, FINANCE_TEXT } from '@/domain/finance/customer'
import { fieldMessages } from '@/domain/leads/forms'
import { SESSION_COOKIE, sessionShopper } from '@/services/auth/sessions'
import type { RouteContext } from '@/services/http/websiteRoute'
import { hitRateLimits } from '@/services/rateLimit'
import { financePort } from '.'
import { websiteRates } from './rates'

type Answer = { status: number; body: Record<string, unknown>; headers?: Record<string, string> }

async function verifiedPhone(payload: Payload, context: RouteContext): Promise<{ shopperId: number; phone: string } | null> {
  const shopperId = await sessionShopper(payload, context.cookie(SESSION_COOKIE), context.website.id)
  if (!shopperId) return null
  const shopper = await payload.findByID({ collection: 'shoppers', id: shopperId, depth: 0, overrideAccess: true, disableErrors: true })
  return shopper?.phone ? { shopperId, phone: shopper.phone } : null
}

/**
 * POST /api/youx/create-customer (§7): only for the mobile the shopper has just verified with a code
 * (the popup's last step signs them in); the partner's answer is kept as a finance application before
 * the shopper is sent on, so the dealer sees every pre-approval even if the redirect never happens.
 */
export async function createFinanceCustomer(context: RouteContext): Promise<Answer> {
  const { payload, website } = context
  const port = financePort()
  const parsed = createCustomerSchema.safeParse(context.body ?? {})
  if (!parsed.success) return { status: 400, body: { error: FINANCE_TEXT.customerFailed(port.displayName), fields: fieldMessages(parsed.error) } }
  if (website.finance?.excluded) return { status: 404, body: { error: 'Finance is not offered on this website.' } }
  const verified = await verifiedPhone(payload, context)
  if (!verified || verified.phone !== parsed.data.data.phoneNumber) return { status: 401, body: { error: FINANCE_TEXT.verifyFirst } }
  const limit = await hitRateLimits(payload, [{ key: `finance-customer:phone:${website.id}:${verified.phone}`, max: 5, windowSeconds: 3600 }])
  if (!limit.allowed) return { status: 429, body: { error: 'Too many applications in a short time. Please try again later.' }, headers: { 'retry-after': String(limit.retryAfterSeconds) } }

  const carId = parsed.data.additionalData.car_id
  const car = carId
    ? await payload.find({ collection: 'cars', overrideAccess: false, context: { websiteId: website.id }, where: { and: [{ id: { equals: carId } }, { tenant: { equals: website.id } }] }, limit: 1, depth: 0 })
    : null
  if (carId && !car?.docs[0]) return { status: 400, body: { error: FINANCE_TEXT.customerFailed(port.displayName), fields: { 'additionalData.car_id': 'Not a car on this website.' } } }

  let customer
  try {
    customer = await port.createCustomer(parsed.data, websiteRates(website))
  } catch (error) {
    payload.logger.error({ err: error, msg: `[finance:${port.name}] create-customer failed for website ${website.slug}` })
    return { status: 502, body: { error: FINANCE_TEXT.customerFailed(port.displayName) } }
  }
  if (port.name === 'local') payload.logger.info(`[finance:local] no FINANCE_PARTNER_URL: application ${customer.reference} estimated from ${website.slug}'s own rates`)
  const { data } = parsed.data
  await payload.create({
    collection: 'finance-applications',
    overrideAccess: true,
    data: {
      tenant: website.id,
      reference: customer.reference,
      status: customer.status,
      partner: port.name,
      first_name: data.firstName,
      last_name: data.lastName,
      email: data.email,
      phone: data.phoneNumber,
      postcode: data.postCode,
      shopper: verified.shopperId,
      car: car?.docs[0]?.id,
      purchase_price: data.purchasePrice,
      loan_term: data.loanTerm,
      credit_score: data.selfAssessedCreditScore,
      weekly_repayment: customer.quote?.weeklyRepaymentAmount,
      advertised_rate: customer.quote?.advertisedRate,
      comparison_rate: customer.quote?.comparisonRate,
      subscribe: data.subscribe,
      redirect_url: customer.redirectUrl,
      lead_key: parsed.data.additionalData.idempotency_key,
    },
  })
  if (!customer.redirectUrl) return { status: 502, body: { error: FINANCE_TEXT.noRedirect } }
  return { status: 200, body: { redirectUrl: customer.redirectUrl, reference: customer.reference } }
}

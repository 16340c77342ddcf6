import { timingSafeEqual } from 'node:crypto'
import type { Payload } from 'payload'
import { z } from 'zod'
import type { Website } from '@/payload-types'
import { fieldMessages, leadEnvelope, unknownKeys } from '@/domain/leads/forms'
import { onlineEstimateRefusal, refusalText } from '@/domain/tradeIn/faq'
import { acceptOfferSchema, regoLookupSchema, tradeInValuationSchema } from '@/domain/tradeIn/schemas'
import type { Estimate } from '@/domain/tradeIn/valuation'
import { recordAnalyticsEvent } from '@/data/analyticsEvents'
import { formCar, leadLocations } from '@/data/leadForms'
import { featureEnabled } from '@/data/website'
import { plannedDeliveries } from '@/services/leads/destinations'
import { existingLead, redeliver, storeLead, tokenHash } from '@/services/leads/store'
import { hitRateLimits } from '@/services/rateLimit'
import { tradeInPort } from '.'

export type FlowResponse = { status: number; body: Record<string, unknown>; headers?: Record<string, string> }

const invalid = (fields: Record<string, string>): FlowResponse => ({ status: 400, body: { error: 'Please fix the following errors:', fields } })
const tooMany = (seconds: number): FlowResponse => ({
  status: 429,
  body: { error: `Too many requests in a short time. Please try again in ${Math.ceil(seconds / 60)} minutes or give us a call.` },
  headers: { 'retry-after': String(seconds) },
})

const OFFER_ACCEPTED = '3. Offer Accepted'
const tradeInEnvelope = leadEnvelope.extend({ type: z.literal('trade-in', 'Unknown form.') })

/** Rego and state → year, make and model, through the trade-in port (§4 "rego lookup"). */
export async function lookupRego(payload: Payload, body: unknown, ip: string): Promise<FlowResponse> {
  const parsed = regoLookupSchema.safeParse(body)
  if (!parsed.success) return invalid(fieldMessages(parsed.error))
  const limit = await hitRateLimits(payload, [{ key: `rego:ip:${ip}`, max: 30, windowSeconds: 600 }])
  if (!limit.allowed) return tooMany(limit.retryAfterSeconds)
  const vehicle = await tradeInPort(payload).lookupRego(parsed.data.rego, parsed.data.state)
  if (!vehicle) return { status: 404, body: { error: "We couldn't find that rego. Please enter your car's details below." } }
  return { status: 200, body: { vehicle } }
}

function offerOf(answers: Record<string, unknown> | null | undefined): (Estimate & { refusal?: string }) | null {
  if (!answers || typeof answers.offer_price !== 'number') return null
  return {
    offer: answers.offer_price,
    low: Number(answers.offer_low),
    high: Number(answers.offer_high),
    confidence: Number(answers.offer_confidence),
    comparables: Number(answers.offer_comparables ?? 0),
  }
}

/**
 * The valuation step: the shopper's car, condition answers and contact details become a trade-in
 * lead (stored and delivered like every lead) with the online offer, or with the FAQ's reason when
 * the car is too old or too far driven for an online estimate.
 */
export async function valueTradeIn(payload: Payload, request: { website: Website; body: unknown; ip: string; userAgent: string | null; now?: Date }): Promise<FlowResponse> {
  const { website } = request
  const envelope = tradeInEnvelope.safeParse(request.body)
  if (!envelope.success) return invalid(fieldMessages(envelope.error))
  if (envelope.data.fax) return invalid({ form: 'Your enquiry could not be sent.' })
  const body = request.body as Record<string, unknown>
  const known = await existingLead(payload, website.id, envelope.data.idempotency_key)
  if (known) {
    const lead = await payload.findByID({ collection: 'leads', id: known, depth: 0, overrideAccess: true })
    return { status: 200, body: { lead_id: known, offer: offerOf(lead.answers as Record<string, unknown>) } }
  }
  const extra = unknownKeys(tradeInValuationSchema, body)
  if (extra.length) return invalid(Object.fromEntries(extra.slice(0, 20).map((key) => [key.slice(0, 60), 'This form has no such field.'])))
  const parsed = tradeInValuationSchema.safeParse(body)
  if (!parsed.success) return invalid(fieldMessages(parsed.error))
  const form = parsed.data
  const car = form.car_id ? await formCar(website.id, form.car_id) : null
  if (form.car_id && !car) return invalid({ car_id: 'This car is no longer available.' })

  const limit = await hitRateLimits(payload, [
    { key: `lead:ip:${request.ip}`, max: 20, windowSeconds: 600 },
    { key: `lead:phone:${form.phone}`, max: 6, windowSeconds: 3600 },
  ])
  if (!limit.allowed) return tooMany(limit.retryAfterSeconds)

  const refusal = onlineEstimateRefusal({ year: form.year, kms: form.kms }, request.now ?? new Date())
  let estimate: Estimate | null = null
  if (!refusal) {
    try {
      estimate = await tradeInPort(payload).value({ year: form.year, make: form.make, model: form.model, badge: form.badge, kms: form.kms, answers: form.adjustmentAnswers })
    } catch (error) {
      // The lead matters more than the number: the dealer still gets it and values the car by hand.
      payload.logger.error({ err: error, msg: 'Trade-in valuation failed' })
    }
  }

  const locations = await leadLocations(website.id)
  const location = (car?.locationId ? locations.find((l) => l.id === car.locationId) : undefined) ?? locations[0]
  const dealershipId = typeof location?.dealership === 'object' ? location.dealership?.id : location?.dealership
  const dealership = dealershipId ? await payload.findByID({ collection: 'dealerships', id: dealershipId, depth: 0 }).catch(() => null) : null
  const stored = await storeLead(payload, {
    website,
    idempotencyKey: envelope.data.idempotency_key,
    eventId: 22,
    carId: car?.id,
    path: envelope.data.url,
    deliveries: plannedDeliveries({ website, dealership, location: location ?? null, shopperConfirmation: await featureEnabled(website, 'shopperConfirmationEmail') }),
    lead: {
      summary: `Trade-In: ${form.name} ${form.last_name} · ${form.year} ${form.make} ${form.model}`.slice(0, 200),
      type: 'trade-in',
      category: 'Trade-In',
      subcategory: estimate ? '2. Valuation Given' : '1. Lead Created',
      name: form.name,
      last_name: form.last_name,
      email: form.email,
      phone: form.phone,
      postcode: form.postcode,
      preferred_contact: form.PreferredContactMethod,
      opt_in: form.opt_in,
      car: car?.id,
      location: location?.id,
      dealership: dealership?.id,
      answers: {
        rego: form.rego,
        regoState: form.regoState,
        year: form.year,
        make: form.make,
        model: form.model,
        badge: form.badge,
        kms: form.kms,
        ...form.adjustmentAnswers,
        finance: form.finance,
        offer_price: estimate?.offer,
        offer_low: estimate?.low,
        offer_high: estimate?.high,
        offer_range: estimate ? `${estimate.low}–${estimate.high}` : undefined,
        offer_confidence: estimate?.confidence,
        offer_comparables: estimate?.comparables,
        estimate_refused: refusal ? refusalText[refusal] : estimate ? undefined : 'Not enough comparable cars for an online estimate.',
        offer_accepted: false,
        dealership_slug: dealership?.slug ?? null,
      },
      source: 'Website',
      url: envelope.data.url,
      user_agent: request.userAgent?.slice(0, 500),
      lead_attributes: envelope.data.lead_attributes,
    },
  })
  if (!stored.created) return { status: 200, body: { lead_id: stored.leadId } }
  return {
    status: 201,
    body: {
      lead_id: stored.leadId,
      access_token: stored.accessToken,
      event_id: 22,
      offer: estimate,
      message: refusal ? refusalText[refusal] : estimate ? undefined : "We couldn't value your car online. Our team will call you with a valuation.",
    },
  }
}

const sameToken = (token: string, hash: string | null | undefined) => {
  if (!hash) return false
  const a = Buffer.from(tokenHash(token))
  const b = Buffer.from(hash)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The shopper accepts the online offer (subcategory "3. Offer Accepted", event 18); the dealer hears about it at once. */
export async function acceptOffer(payload: Payload, request: { website: Website; body: unknown }): Promise<FlowResponse> {
  const parsed = acceptOfferSchema.safeParse(request.body)
  if (!parsed.success) return invalid(fieldMessages(parsed.error))
  const found = await payload.find({
    collection: 'leads',
    where: { and: [{ tenant: { equals: request.website.id } }, { id: { equals: parsed.data.lead_id } }, { type: { equals: 'trade-in' } }] },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  const lead = found.docs[0]
  // One answer for an unknown lead and a wrong token: nobody learns which leads exist.
  if (!lead || !sameToken(parsed.data.access_token, lead.access_token_hash)) return { status: 404, body: { error: 'We could not find that offer.' } }
  const answers = (lead.answers ?? {}) as Record<string, unknown>
  const offer = offerOf(answers)
  if (!offer) return { status: 409, body: { error: 'This trade-in has no online offer to accept. Our team will call you with a valuation.' } }
  if (lead.subcategory === OFFER_ACCEPTED) return { status: 200, body: { offer_accepted: true, offer_price: offer.offer } }
  await payload.update({
    collection: 'leads',
    id: lead.id,
    overrideAccess: true,
    data: { subcategory: OFFER_ACCEPTED, summary: `Offer accepted: ${lead.summary ?? ''}`.slice(0, 200), answers: { ...answers, offer_accepted: true } },
  })
  await recordAnalyticsEvent(payload, { websiteId: request.website.id, eventId: 18, leadId: lead.id })
  await redeliver(payload, lead.id, ['dealer-email', 'crm'])
  return { status: 200, body: { offer_accepted: true, offer_price: offer.offer, event_id: 18 } }
}

import type { Payload } from 'payload'
import type { Car, Dealership, Website } from '@/payload-types'
import { analyticsEventFor, fieldMessages, formSchema, leadEnvelope, storedCategory, unknownKeys, type LeadForm, type LeadType } from '@/domain/leads/forms'
import { formRules, locationsFor } from '@/domain/leads/locationChoice'
import { isAvailable, testDriveAvailability } from '@/domain/hours/availability'
import { timeZoneForState } from '@/domain/hours/timezone'
import { leadLocations, type LeadLocation } from '@/data/leadForms'
import { featureEnabled } from '@/data/website'
import { hitRateLimits } from '@/services/rateLimit'
import { plannedDeliveries } from './destinations'
import { existingLead, storeLead } from './store'
import { relationId } from '@/data/relationId'

export type IntakeRequest = { body: unknown; ip: string; userAgent: string | null; website: Website; now?: Date }
export type IntakeResponse = { status: number; body: Record<string, unknown>; headers?: Record<string, string> }

const invalid = (fields: Record<string, string>, error = 'Please fix the following errors:'): IntakeResponse => ({ status: 400, body: { error, fields } })

/** Leads per IP and per phone (§ "Spam and abuse"): generous for people, tight for scripts. */
const limits = (ip: string, phone: string) => [
  { key: `lead:ip:${ip}`, max: 20, windowSeconds: 600 },
  { key: `lead:phone:${phone}`, max: 6, windowSeconds: 3600 },
]

type ShopperCar = Car & { location?: LeadLocation | number | null; dealership?: Dealership | number | null }

async function findCar(payload: Payload, websiteId: number, carId: number): Promise<ShopperCar | null> {
  const found = await payload.find({
    collection: 'cars',
    overrideAccess: false,
    context: { websiteId },
    where: { and: [{ tenant: { equals: websiteId } }, { id: { equals: carId } }] },
    depth: 0,
    limit: 1,
    pagination: false,
  })
  return (found.docs[0] as ShopperCar | undefined) ?? null
}


function carSnapshot(car: ShopperCar) {
  return {
    id: car.id,
    name: car.name,
    slug: car.slug,
    stocknum: car.stocknum,
    vin: car.vin,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge,
    car_type: car.car_type,
    price: car.price,
    km: car.km,
    status: car.status,
  }
}

/**
 * POST /api/leads: parse, check against this website's data, store, then deliver. The lead and its
 * delivery jobs are committed in one transaction before any delivery is tried, so an accepted lead
 * is never lost; the same idempotency key always answers with the same lead.
 */
export async function acceptLead(payload: Payload, request: IntakeRequest): Promise<IntakeResponse> {
  const { website } = request
  const envelope = leadEnvelope.safeParse(request.body)
  if (!envelope.success) return invalid(fieldMessages(envelope.error))
  if (envelope.data.fax) return invalid({ form: 'Your enquiry could not be sent.' })

  const known = await existingLead(payload, website.id, envelope.data.idempotency_key)
  if (known) return { status: 200, body: { lead_id: known } }

  const type: LeadType = envelope.data.type
  const body = request.body as Record<string, unknown>
  const aboutACar = body.car_id !== undefined && body.car_id !== null && body.car_id !== ''
  const [termsRequired, allLocations] = await Promise.all([featureEnabled(website, 'termsRequired'), leadLocations(website.id)])
  const offered = locationsFor(type, allLocations)
  const schema = formSchema(type, formRules({ termsRequired, locationCount: offered.length, aboutACar }))
  const extra = unknownKeys(schema, body)
  if (extra.length) return invalid(Object.fromEntries(extra.slice(0, 20).map((key) => [key.slice(0, 60), 'This form has no such field.'])))
  const parsed = schema.safeParse(body)
  if (!parsed.success) return invalid(fieldMessages(parsed.error))
  const form = parsed.data as LeadForm

  const car = 'car_id' in form && form.car_id ? await findCar(payload, website.id, form.car_id) : null
  if ('car_id' in form && form.car_id && !car) return invalid({ car_id: 'This car is no longer available.' })

  const chosenLocation = form.location_id ? allLocations.find((l) => l.id === form.location_id) : undefined
  if (form.location_id && !chosenLocation) return invalid({ location_id: 'Please choose a location.' })
  const carLocation = car ? allLocations.find((l) => l.id === relationId(car.location)) : undefined
  const onlyOption = offered.length === 1 ? offered[0] : undefined
  let location = carLocation ?? chosenLocation ?? (onlyOption ? allLocations.find((l) => l.id === onlyOption.id) : undefined)

  if (form.type === 'test-drive') {
    if (form.distribution_location_id) {
      const allowed = (location?.distribution_locations ?? []).map(relationId)
      const target = allLocations.find((l) => l.id === form.distribution_location_id)
      if (!target || !allowed.includes(target.id)) return invalid({ distribution_location_id: 'Please choose one of the listed locations.' })
      location = target
    }
    if (form.preferred_date && location) {
      const days = testDriveAvailability(location.contact_detail?.opening_hours ?? [], location.special_hours ?? [], {
        now: request.now ?? new Date(),
        timeZone: timeZoneForState(location.address?.state),
      })
      if (!isAvailable(days, form.preferred_date, form.preferred_time)) return invalid({ preferred_time: 'That time is not available. Please choose another.' })
    }
  }

  const limit = await hitRateLimits(payload, limits(request.ip, form.phone))
  if (!limit.allowed) {
    return {
      status: 429,
      body: { error: `Too many enquiries in a short time. Please try again in ${Math.ceil(limit.retryAfterSeconds / 60)} minutes or give us a call.` },
      headers: { 'retry-after': String(limit.retryAfterSeconds) },
    }
  }

  const dealershipId = relationId(car?.dealership) ?? relationId(location?.dealership)
  const dealership = dealershipId ? await payload.findByID({ collection: 'dealerships', id: dealershipId, depth: 0 }).catch(() => null) : null
  const { category, subcategory } = storedCategory(form as { type: LeadType; category?: string })
  const eventId = analyticsEventFor(form as { type: LeadType; category?: string })
  const { type: _type, name, last_name, email, phone, postcode, message, PreferredContactMethod, opt_in, terms_conditions, location_id: _l, ...answers } = form as LeadForm & Record<string, unknown>
  const deliveries = plannedDeliveries({
    website,
    dealership,
    location: location ?? null,
    shopperConfirmation: await featureEnabled(website, 'shopperConfirmationEmail'),
  })

  const stored = await storeLead(payload, {
    website,
    idempotencyKey: envelope.data.idempotency_key,
    deliveries,
    eventId,
    carId: car?.id,
    path: envelope.data.url,
    lead: {
      summary: `${category}: ${name} ${last_name}${car ? ` · ${car.name}` : ''}`.slice(0, 200),
      type,
      category,
      subcategory,
      name,
      last_name,
      email,
      phone,
      postcode,
      message,
      preferred_contact: PreferredContactMethod,
      opt_in,
      terms_conditions: Boolean(terms_conditions),
      car: car?.id,
      car_snapshot: car ? carSnapshot(car) : undefined,
      location: location?.id,
      dealership: dealership?.id,
      answers: { ...answers, dealership_slug: dealership?.slug ?? location?.dealership_slug ?? null },
      source: 'Website',
      url: envelope.data.url,
      user_agent: request.userAgent?.slice(0, 500),
      lead_attributes: envelope.data.lead_attributes,
    },
  })
  if (!stored.created) return { status: 200, body: { lead_id: stored.leadId } }
  return { status: 201, body: { lead_id: stored.leadId, event_id: eventId, access_token: stored.accessToken } }
}

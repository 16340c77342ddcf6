import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, TaskConfig } from 'payload'
import type { Car, Dealership, Lead, Location, Website } from '@/payload-types'
import { adfXml } from '@/domain/leads/adf'
import { dealerEmail, shopperConfirmation, type LeadForEmail } from '@/domain/leads/emailText'
import { deliverToCrm } from '@/services/crm/webhook'
import { isLocalCrm } from './destinations'

type Claimed = { id: number; lead_id: number; destination: 'dealer-email' | 'crm' | 'shopper-email'; target: string | null }

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows

/**
 * Takes one delivery for this attempt. A delivery already delivered, or being sent by another
 * worker right now, is not taken again: that is what keeps a lead to one copy per destination
 * however many jobs or instances race for it. A worker that died mid-send frees it after 2 minutes.
 */
async function claim(payload: Payload, deliveryId: number): Promise<Claimed | null> {
  const result = await payload.db.drizzle.execute(sql`
    UPDATE lead_deliveries SET status = 'sending', attempts = attempts + 1, updated_at = now()
    WHERE id = ${deliveryId}
      AND (status IN ('pending', 'failed') OR (status = 'sending' AND updated_at < now() - interval '2 minutes'))
    RETURNING id, lead_id, destination, target`)
  return rows<Claimed>(result)[0] ?? null
}

async function settle(payload: Payload, claimed: Claimed, error: unknown): Promise<void> {
  const message = error ? (error instanceof Error ? error.message : String(error)).slice(0, 500) : null
  await payload.db.drizzle.execute(
    error
      ? sql`UPDATE lead_deliveries SET status = 'failed', last_error = ${message}, updated_at = now() WHERE id = ${claimed.id}`
      : sql`UPDATE lead_deliveries SET status = 'delivered', last_error = NULL, delivered_at = now(), updated_at = now() WHERE id = ${claimed.id}`,
  )
  await payload.db.drizzle.execute(sql`
    UPDATE leads SET delivery_status = (
      SELECT CASE WHEN bool_and(status = 'delivered') THEN 'delivered' WHEN bool_or(status = 'failed') THEN 'failed' ELSE 'pending' END
      FROM lead_deliveries WHERE lead_id = ${claimed.lead_id}
    )::enum_leads_delivery_status, updated_at = now()
    WHERE id = ${claimed.lead_id}`)
}

const relation = <T>(value: unknown): T | null => (value && typeof value === 'object' ? (value as T) : null)

function forEmail(lead: Lead): LeadForEmail {
  const car = relation<Car>(lead.car) ?? (lead.car_snapshot as LeadForEmail['car'])
  return {
    id: lead.id,
    category: lead.category ?? 'Enquiry',
    subcategory: lead.subcategory,
    name: lead.name ?? '',
    last_name: lead.last_name ?? '',
    email: lead.email ?? '',
    phone: lead.phone ?? '',
    postcode: lead.postcode ?? '',
    preferred_contact: lead.preferred_contact,
    message: lead.message,
    opt_in: lead.opt_in,
    car,
    answers: lead.answers as Record<string, unknown> | null,
    url: lead.url,
  }
}

/** A trade-in's vehicle is the shopper's own car, priced at the online offer. */
function tradeInVehicle(answers: Record<string, unknown>) {
  const text = (key: string) => (typeof answers[key] === 'string' ? (answers[key] as string) : null)
  const number = (key: string) => (typeof answers[key] === 'number' ? (answers[key] as number) : null)
  return { interest: 'trade-in' as const, status: 'used' as const, year: number('year'), make: text('make'), model: text('model'), trim: text('badge'), price: number('offer_price'), odometerKm: number('kms') }
}

function adfFor(lead: Lead, website: Website): string {
  const car = relation<Car>(lead.car) ?? (lead.car_snapshot as Car | null)
  const answers = (lead.answers ?? {}) as Record<string, unknown>
  const dealership = relation<Dealership>(lead.dealership)
  const location = relation<Location>(lead.location)
  return adfXml({
    id: lead.id,
    requestDate: new Date(lead.createdAt),
    category: [lead.category, lead.subcategory].filter(Boolean).join(' / '),
    comments: lead.message ?? undefined,
    customer: {
      firstName: lead.name ?? '',
      lastName: lead.last_name ?? '',
      email: lead.email ?? '',
      phone: lead.phone ?? '',
      postcode: lead.postcode ?? '',
      preferredContact: lead.preferred_contact ?? 'Phone',
    },
    vehicle: lead.type === 'trade-in'
      ? tradeInVehicle(answers)
      : car
      ? {
          interest: lead.type === 'test-drive' ? 'test-drive' : 'buy',
          status: car.car_type === 'used' ? 'used' : 'new',
          year: car.year,
          make: car.make,
          model: car.model,
          trim: car.badge,
          vin: car.vin,
          stock: car.stocknum,
          price: car.price,
          odometerKm: car.km,
        }
      : undefined,
    vendor: {
      id: dealership?.slug ?? website.slug,
      name: dealership?.name ?? website.name,
      locationName: location?.name,
      phone: location?.contact_detail?.phone ?? website.phone,
      email: location?.contact_detail?.email ?? website.email,
    },
    provider: { service: `${website.name} website`, url: lead.url ?? undefined },
  })
}

async function send(payload: Payload, claimed: Claimed, lead: Lead, website: Website): Promise<void> {
  const details = forEmail(lead)
  if (claimed.destination === 'crm') {
    await deliverToCrm(payload, { leadId: lead.id, url: isLocalCrm(claimed.target) ? null : claimed.target, xml: adfFor(lead, website) })
    return
  }
  if (claimed.destination === 'dealer-email') {
    const message = dealerEmail(details)
    await payload.sendEmail({ to: claimed.target ?? undefined, replyTo: lead.email ?? undefined, messageId: `<lead-${lead.id}-dealer@forecourt>`, ...message })
    return
  }
  const message = shopperConfirmation(details, website.name)
  await payload.sendEmail({ to: lead.email ?? undefined, replyTo: website.email ?? undefined, messageId: `<lead-${lead.id}-shopper@forecourt>`, ...message })
}

const lastWake = new Map<string, number>()

/**
 * Once a destination takes a lead again (the CRM or the mail server is back), the leads waiting out a
 * long retry backoff for that destination go at the next queue tick instead of minutes later. At most
 * once every 2 seconds per destination; a failure here never fails the delivery that succeeded.
 */
async function wakeWaitingDeliveries(payload: Payload, claimed: Claimed): Promise<void> {
  const channel = claimed.destination === 'crm' ? `crm:${claimed.target ?? ''}` : 'email'
  const now = Date.now()
  if ((lastWake.get(channel) ?? 0) > now - 2000) return
  lastWake.set(channel, now)
  const sameDestination =
    claimed.destination === 'crm' ? sql`d.destination = 'crm' AND d.target IS NOT DISTINCT FROM ${claimed.target}` : sql`d.destination IN ('dealer-email', 'shopper-email')`
  try {
    await payload.db.drizzle.execute(sql`
      UPDATE payload_jobs j SET wait_until = now()
      FROM lead_deliveries d
      WHERE j.task_slug = 'deliverLead' AND j.completed_at IS NULL AND j.processing = false AND j.has_error = false
        AND j.wait_until > now() AND d.id = (j.input->>'delivery')::int AND d.status IN ('pending', 'failed')
        AND ${sameDestination}`)
  } catch (error) {
    payload.logger.warn({ err: error, msg: 'Could not bring waiting lead deliveries forward' })
  }
}

/** Delivers one lead to one destination; throws on failure so the jobs queue retries with backoff. */
export async function deliverOne(payload: Payload, deliveryId: number): Promise<'delivered' | 'skipped'> {
  const claimed = await claim(payload, deliveryId)
  if (!claimed) return 'skipped'
  try {
    const lead = await payload.findByID({ collection: 'leads', id: claimed.lead_id, depth: 1, overrideAccess: true })
    const websiteId = typeof lead.tenant === 'object' && lead.tenant ? lead.tenant.id : lead.tenant
    const website = await payload.findByID({ collection: 'websites', id: websiteId as number, depth: 0, overrideAccess: true })
    await send(payload, claimed, lead, website)
  } catch (error) {
    await settle(payload, claimed, error)
    throw error
  }
  await settle(payload, claimed, null)
  await wakeWaitingDeliveries(payload, claimed)
  return 'delivered'
}

/** Payload task: one delivery per job, retried with exponential backoff (2 s, 4 s … about 8.5 minutes in all). */
export const deliverLeadTask: TaskConfig<'deliverLead'> = {
  slug: 'deliverLead',
  label: 'Deliver a lead',
  inputSchema: [{ name: 'delivery', type: 'number', required: true }],
  outputSchema: [{ name: 'result', type: 'text' }],
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 2000 } },
  handler: async ({ input, req }) => ({ output: { result: await deliverOne(req.payload, input.delivery) } }),
}

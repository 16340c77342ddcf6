import { createHash, randomBytes } from 'node:crypto'
import { sql } from '@payloadcms/db-postgres/drizzle'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import type { Lead, Website } from '@/payload-types'
import type { LeadDestination } from '@collections/LeadDeliveries'
import { recordAnalyticsEvent } from '@/data/analyticsEvents'
import type { PlannedDelivery } from './destinations'
import { startDeliveries } from './queue'

export type NewLead = Omit<Lead, 'id' | 'tenant' | 'idempotency_key' | 'access_token_hash' | 'delivery_status' | 'createdAt' | 'updatedAt' | 'deliveries'>

export async function existingLead(payload: Payload, websiteId: number, key: string): Promise<number | null> {
  const found = await payload.find({
    collection: 'leads',
    where: { and: [{ tenant: { equals: websiteId } }, { idempotency_key: { equals: key } }] },
    depth: 0,
    limit: 1,
    pagination: false,
    select: {},
  })
  return found.docs[0]?.id ?? null
}

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

export type Stored = { created: true; leadId: number; accessToken: string } | { created: false; leadId: number }

/**
 * Commits a lead, its planned deliveries and their jobs in one transaction, then starts delivery.
 * The access token (kept only as a hash) lets the shopper who sent the lead act on it later, such
 * as accepting a trade-in offer.
 */
export async function storeLead(
  payload: Payload,
  options: { website: Website; lead: NewLead; idempotencyKey: string; deliveries: PlannedDelivery[]; eventId: number; carId?: number | null; path?: string | null },
): Promise<Stored> {
  const { website } = options
  const accessToken = randomBytes(24).toString('base64url')
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  let leadId: number
  const jobIds: Array<number | string> = []
  try {
    const lead = await payload.create({
      collection: 'leads',
      req,
      overrideAccess: true,
      data: {
        ...options.lead,
        tenant: website.id,
        analytics_event: options.eventId,
        idempotency_key: options.idempotencyKey,
        access_token_hash: tokenHash(accessToken),
        delivery_status: 'pending',
      },
    })
    leadId = lead.id
    for (const delivery of options.deliveries) {
      const row = await payload.create({ collection: 'lead-deliveries', req, overrideAccess: true, data: { tenant: website.id, lead: lead.id, ...delivery } })
      const job = await payload.jobs.queue({ task: 'deliverLead', queue: 'leads', input: { delivery: row.id }, req })
      jobIds.push(job.id)
    }
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    // Two submits with one key raced: the unique index let one through, answer with that one.
    const winner = await existingLead(payload, website.id, options.idempotencyKey)
    if (winner) return { created: false, leadId: winner }
    throw error
  }
  await recordAnalyticsEvent(payload, { websiteId: website.id, eventId: options.eventId, leadId, carId: options.carId, path: options.path })
  startDeliveries(payload, jobIds)
  return { created: true, leadId, accessToken }
}

/** Sends a lead again to its destinations (all, or one): staff re-sends, and news on a lead such as an accepted offer. */
export async function redeliver(payload: Payload, leadId: number, destinations?: LeadDestination[]): Promise<number> {
  const result = await payload.db.drizzle.execute(sql`
    UPDATE lead_deliveries SET status = 'pending', last_error = NULL, updated_at = now()
    WHERE lead_id = ${leadId} AND status <> 'sending'
    ${destinations?.length ? sql`AND destination IN (${sql.join(destinations.map((d) => sql`${d}`), sql`, `)})` : sql``}
    RETURNING id`)
  const ids = (result as unknown as { rows: Array<{ id: number }> }).rows.map((r) => r.id)
  const jobs: Array<number | string> = []
  for (const delivery of ids) jobs.push((await payload.jobs.queue({ task: 'deliverLead', queue: 'leads', input: { delivery } })).id)
  startDeliveries(payload, jobs)
  return ids.length
}

import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Endpoint } from 'payload'
import { z } from 'zod'
import { leadDestinations } from '../LeadDeliveries'
import { isStaff } from '../access/roles'
import { startDeliveries } from '@/services/leads/queue'

const body = z.object({ destination: z.enum(leadDestinations).optional() }).strict()

/**
 * POST /api/leads/:id/resend {destination?}: staff send a lead again (every destination, or one).
 * The lead is read with the caller's own access, so another website's lead answers 404.
 */
export const resendLeadEndpoint: Endpoint = {
  path: '/:id/resend',
  method: 'post',
  handler: async (req) => {
    if (!isStaff(req.user)) return Response.json({ error: 'Sign in as staff to re-send leads.' }, { status: 401 })
    const id = z.coerce.number().int().positive().safeParse(req.routeParams?.id)
    let raw: unknown = {}
    try {
      raw = req.json ? await req.json() : {}
    } catch {
      raw = {}
    }
    const parsed = body.safeParse(raw ?? {})
    if (!id.success || !parsed.success) return Response.json({ error: 'Send a lead id and, optionally, one destination.' }, { status: 400 })
    const lead = await req.payload.findByID({ collection: 'leads', id: id.data, user: req.user, overrideAccess: false, depth: 0, disableErrors: true })
    if (!lead) return Response.json({ error: 'No such lead.' }, { status: 404 })
    const destination = parsed.data.destination
    const result = await req.payload.db.drizzle.execute(sql`
      UPDATE lead_deliveries SET status = 'pending', last_error = NULL, updated_at = now()
      WHERE lead_id = ${lead.id} AND status <> 'sending' ${destination ? sql`AND destination = ${destination}` : sql``}
      RETURNING id`)
    const ids = (result as unknown as { rows: Array<{ id: number }> }).rows.map((r) => r.id)
    const jobs = []
    for (const delivery of ids) jobs.push((await req.payload.jobs.queue({ task: 'deliverLead', queue: 'leads', input: { delivery } })).id)
    startDeliveries(req.payload, jobs)
    return Response.json({ resent: ids.length })
  },
}

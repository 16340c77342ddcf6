import type { Endpoint } from 'payload'
import { z } from 'zod'
import { leadDestinations } from '../LeadDeliveries'
import { isStaff } from '../access/roles'
import { redeliver } from '@/services/leads/store'

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
    const resent = await redeliver(req.payload, lead.id, parsed.data.destination ? [parsed.data.destination] : undefined)
    return Response.json({ resent })
  },
}

import { acceptLead } from '@/services/leads/intake'
import { websitePost } from '@/services/http/websiteRoute'

/** POST /api/leads: every form of the site (a `type` field picks the schema). 201 {lead_id}, 400 {error, fields}, 429. */
export const POST = websitePost(({ payload, website, body, ip, userAgent }) => acceptLead(payload, { body, ip, userAgent, website }))

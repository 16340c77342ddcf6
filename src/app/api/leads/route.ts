import { NextResponse, type NextRequest } from 'next/server'
import { payloadClient } from '@/data/payload'
import { clientIp } from '@/services/http/clientIp'
import { readJsonBody } from '@/services/http/jsonBody'
import { acceptLead } from '@/services/leads/intake'
import { findWebsiteByHost } from '@tenants/resolveWebsite'

/** POST /api/leads: every form of the site (a `type` field picks the schema). 201 {lead_id}, 400 {error, fields}, 429. */
export async function POST(request: NextRequest) {
  const read = await readJsonBody(request)
  if (!read.ok) return NextResponse.json({ error: read.error }, { status: read.status })
  const payload = await payloadClient()
  const website = await findWebsiteByHost(payload, request.headers.get('host'))
  if (!website) return NextResponse.json({ error: 'Unknown website.' }, { status: 404 })
  try {
    const result = await acceptLead(payload, { body: read.body, ip: clientIp(request.headers), userAgent: request.headers.get('user-agent'), website })
    return NextResponse.json(result.body, { status: result.status, headers: result.headers })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Lead not accepted' })
    return NextResponse.json({ error: 'An unexpected error occured' }, { status: 500 })
  }
}

import { NextResponse, type NextRequest } from 'next/server'
import type { Payload } from 'payload'
import type { Website } from '@/payload-types'
import { payloadClient } from '@/data/payload'
import { findWebsiteByHost } from '@tenants/resolveWebsite'
import { clientIp } from './clientIp'
import { readJsonBody } from './jsonBody'
import { requestOrigin } from './requestOrigin'

export type RouteContext = { payload: Payload; website: Website; body: unknown; ip: string; userAgent: string | null; origin: string; cookie: (name: string) => string | undefined }
type Handler = (context: RouteContext) => Promise<{ status: number; body: Record<string, unknown>; headers?: Record<string, string> }>

/** A JSON POST for the host's website: body limits, website lookup and the never-a-stack-trace rule in one place. */
export function websitePost(handler: Handler, failure = 'An unexpected error occured') {
  return async function POST(request: NextRequest) {
    const read = await readJsonBody(request)
    if (!read.ok) return NextResponse.json({ error: read.error }, { status: read.status })
    const payload = await payloadClient()
    const website = await findWebsiteByHost(payload, request.headers.get('host'))
    if (!website) return NextResponse.json({ error: 'Unknown website.' }, { status: 404 })
    try {
      const result = await handler({ payload, website, body: read.body, ip: clientIp(request.headers), userAgent: request.headers.get('user-agent'), origin: requestOrigin(request), cookie: (name) => request.cookies.get(name)?.value })
      return NextResponse.json(result.body, { status: result.status, headers: result.headers })
    } catch (error) {
      payload.logger.error({ err: error, msg: `${request.nextUrl.pathname} failed` })
      return NextResponse.json({ error: failure }, { status: 500 })
    }
  }
}

import { NextResponse, type NextRequest } from 'next/server'
import { payloadClient } from '@/data/payload'
import { SESSION_COOKIE, sessionShopper } from '@/services/auth/sessions'
import { findWebsiteByHost } from '@tenants/resolveWebsite'

/** GET /api/auth/session: the signed-in shopper of this website, or null. Never cached. */
export async function GET(request: NextRequest) {
  const payload = await payloadClient()
  const website = await findWebsiteByHost(payload, request.headers.get('host'))
  if (!website) return NextResponse.json({ error: 'Unknown website.' }, { status: 404 })
  const id = await sessionShopper(payload, request.cookies.get(SESSION_COOKIE)?.value, website.id)
  const shopper = id ? await payload.findByID({ collection: 'shoppers', id, depth: 0, overrideAccess: true, disableErrors: true }) : null
  return NextResponse.json(
    { shopper: shopper ? { id: shopper.id, first_name: shopper.first_name ?? null, phone: shopper.phone } : null },
    { headers: { 'cache-control': 'private, no-store' } },
  )
}

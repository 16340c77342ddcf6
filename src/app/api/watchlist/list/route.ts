import { NextResponse, type NextRequest } from 'next/server'
import { payloadClient } from '@/data/payload'
import { SESSION_COOKIE, sessionShopper } from '@/services/auth/sessions'
import { watchlistIds } from '@/services/watchlist/store'
import { findWebsiteByHost } from '@tenants/resolveWebsite'

/** GET /api/watchlist/list: the signed-in shopper's phone and saved car ids, or `signedIn: false`. Never cached. */
export async function GET(request: NextRequest) {
  const payload = await payloadClient()
  const website = await findWebsiteByHost(payload, request.headers.get('host'))
  if (!website) return NextResponse.json({ error: 'Unknown website.' }, { status: 404 })
  const shopperId = await sessionShopper(payload, request.cookies.get(SESSION_COOKIE)?.value, website.id)
  const shopper = shopperId ? await payload.findByID({ collection: 'shoppers', id: shopperId, depth: 0, overrideAccess: true, disableErrors: true }) : null
  const body = shopper ? { signedIn: true, phone: shopper.phone, ids: await watchlistIds(payload, shopper.id, website.id) } : { signedIn: false, ids: [] }
  return NextResponse.json(body, { headers: { 'cache-control': 'private, no-store' } })
}

import { draftMode } from 'next/headers'
import { NextResponse, type NextRequest } from 'next/server'
import { z } from 'zod'
import { PREVIEW_COOKIE } from '@/data/preview'
import { payloadClient } from '@/data/payload'
import { safeRedirect } from '@/domain/auth/redirect'
import { readPreviewToken } from '@/services/preview/token'
import { findWebsiteByHost } from '@tenants/resolveWebsite'

const query = z.object({ token: z.string().min(10).max(2000), path: z.string().max(300) })

/**
 * GET /api/preview?token=&path= (admin live preview): a good grant for this host's website turns on
 * draft mode for this browser and shows the path; the grant only ever unlocks its own document.
 */
export async function GET(request: NextRequest) {
  const parsed = query.safeParse(Object.fromEntries(request.nextUrl.searchParams))
  if (!parsed.success) return NextResponse.json({ error: 'A preview link needs its token and path.' }, { status: 400 })
  const payload = await payloadClient()
  const [website, grant] = [await findWebsiteByHost(payload, request.headers.get('host')), readPreviewToken(parsed.data.token, payload.secret)]
  if (!website || !grant || grant.tenant !== website.id) return NextResponse.json({ error: 'This preview link has expired or is not for this website.' }, { status: 403 })
  ;(await draftMode()).enable()
  const response = NextResponse.redirect(new URL(safeRedirect(parsed.data.path), request.nextUrl.origin.replace(/\/\/[^/]+/, `//${request.headers.get('host')}`)))
  // The admin shows the website in a frame from another host: the grant must travel cross-site.
  response.cookies.set(PREVIEW_COOKIE, parsed.data.token, { httpOnly: true, secure: true, sameSite: 'none', path: '/', maxAge: 60 * 60 })
  return response
}

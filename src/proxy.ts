import { NextResponse, type NextRequest } from 'next/server'

/**
 * Every shopper URL is served per website: the host becomes the first path segment, so
 * `harbour-toyota.localhost/search` renders `src/app/(site)/[tenant]/search`. The segment is only
 * a key; the [tenant] layout looks it up and answers 404 for hosts that name no website.
 */
export function proxy(request: NextRequest) {
  const host = (request.headers.get('host') ?? '').toLowerCase().replace(/:\d+$/, '')
  const key = /^[a-z0-9.[\]:-]{1,253}$/.test(host) ? host : '_invalid'
  const url = request.nextUrl.clone()
  url.pathname = `/${encodeURIComponent(key)}${request.nextUrl.pathname}`
  return NextResponse.rewrite(url)
}

export const config = {
  matcher: ['/((?!api/|api$|admin/|admin$|_next/|placeholders/|favicon\\.ico$).*)'],
}

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
  const { pathname, search } = request.nextUrl
  // Search pages without parameters are the same for every shopper: serve the cached rendering.
  const landing = !search && /^\/search(?:\/|$)/.test(pathname) ? pathname.replace(/^\/search/, '/search-landing') : pathname
  url.pathname = `/${encodeURIComponent(key)}${landing}`
  return NextResponse.rewrite(url)
}

export const config = {
  matcher: ['/((?!api/|api$|admin/|admin$|_next/|placeholders/|favicon\\.(?:ico|svg)$).*)'],
}

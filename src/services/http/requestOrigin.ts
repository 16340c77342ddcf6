import type { NextRequest } from 'next/server'

/** The origin the shopper used, behind a proxy too: the site's own host, never a configured one. */
export function requestOrigin(request: NextRequest): string {
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? request.nextUrl.host
  const proto = request.headers.get('x-forwarded-proto') ?? request.nextUrl.protocol.replace(':', '')
  return `${proto === 'https' ? 'https' : 'http'}://${host}`
}

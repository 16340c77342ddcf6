import type { NextRequest } from 'next/server'
import { websiteForSegment } from '@/data/website'
import { requestOrigin } from '@/services/http/requestOrigin'

// Per host and per request: never prerendered at build time.
export const dynamic = 'force-dynamic'

/** /robots.txt per website: everything shoppers browse, not the admin, the API or personal pages. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ tenant: string }> }) {
  const website = await websiteForSegment((await params).tenant)
  if (!website) return new Response('Not found', { status: 404 })
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    'Disallow: /sign-in',
    'Disallow: /my-garage',
    'Disallow: /personalised/',
    'Disallow: /print',
    `Sitemap: ${requestOrigin(request)}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } })
}

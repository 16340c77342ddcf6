import type { NextRequest } from 'next/server'
import { sitemapEntries } from '@/data/sitemap'
import { websiteForSegment } from '@/data/website'
import { requestOrigin } from '@/services/http/requestOrigin'

// Per host and per request: never prerendered at build time.
export const dynamic = 'force-dynamic'

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** /sitemap.xml per website (§2): pages, posts, locations and every visible car, on the host asked. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ tenant: string }> }) {
  const website = await websiteForSegment((await params).tenant)
  if (!website) return new Response('Not found', { status: 404 })
  const origin = requestOrigin(request)
  const urls = (await sitemapEntries(website.id))
    .map((e) => `<url><loc>${escapeXml(origin + e.path)}</loc>${e.updatedAt > '1970-01-02' ? `<lastmod>${e.updatedAt.slice(0, 10)}</lastmod>` : ''}</url>`)
    .join('')
  return new Response(`<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })
}

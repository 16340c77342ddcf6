import { unstable_cache } from 'next/cache'
import { contentTag, stockTag, websiteTag } from './cacheTags'
import { payloadClient } from './payload'

export type SitemapEntry = { path: string; updatedAt: string }

const MAX_URLS = 50_000

/** Every public address of a website: its pages, posts, locations and each car shoppers may see. */
export function sitemapEntries(websiteId: number): Promise<SitemapEntry[]> {
  return unstable_cache(
    async () => {
      const payload = await payloadClient()
      const common = { overrideAccess: false, context: { websiteId }, depth: 0, pagination: false } as const
      const mine = { tenant: { equals: websiteId } }
      const [pages, posts, locations, cars] = await Promise.all([
        payload.find({ ...common, collection: 'pages', where: { and: [mine, { _status: { equals: 'published' } }] }, limit: 1000, select: { slug: true, updatedAt: true } }),
        payload.find({ ...common, collection: 'posts', where: { and: [mine, { _status: { equals: 'published' } }] }, limit: 5000, select: { slug: true, updatedAt: true } }),
        payload.find({ ...common, collection: 'locations', where: mine, limit: 500, select: { slug: true, updatedAt: true } }),
        payload.find({ ...common, collection: 'cars', where: mine, limit: MAX_URLS, select: { slug: true, updatedAt: true } }),
      ])
      const fixed = ['/search/new-used-and-demo-cars', '/special-offers', '/finance', '/dealer-locator', '/blog', '/contact-us', '/sell-my-car'].map((path) => ({ path, updatedAt: new Date(0).toISOString() }))
      return [
        ...pages.docs.map((p) => ({ path: p.slug === 'home' ? '/' : `/${p.slug}`, updatedAt: p.updatedAt })),
        ...fixed,
        ...posts.docs.map((p) => ({ path: `/blog/${p.slug}`, updatedAt: p.updatedAt })),
        ...locations.docs.map((l) => ({ path: `/locations/${l.slug}`, updatedAt: l.updatedAt })),
        ...cars.docs.filter((c) => c.slug).map((c) => ({ path: `/cars/${c.slug}`, updatedAt: c.updatedAt })),
      ].slice(0, MAX_URLS)
    },
    ['sitemap', String(websiteId)],
    { tags: [contentTag(websiteId), stockTag(websiteId), websiteTag(websiteId)], revalidate: 3600 },
  )()
}

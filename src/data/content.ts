import { unstable_cache } from 'next/cache'
import type { DataFromCollectionSlug, Where } from 'payload'
import { contentTag, websiteTag } from './cacheTags'
import { payloadClient } from './payload'

/**
 * Published content read through the cache, one tag per website: a publish revalidates only its own
 * website's tag (collections/hooks/contentChanged.ts), so the next request sees it and no other
 * website's cache is touched. Five minutes is the backstop for scheduled publishing.
 */
function cached<A extends unknown[], R>(name: string, read: (websiteId: number, ...args: A) => Promise<R>) {
  return (websiteId: number, ...args: A): Promise<R> =>
    unstable_cache(() => read(websiteId, ...args), [name, String(websiteId), JSON.stringify(args)], { tags: [contentTag(websiteId), websiteTag(websiteId)], revalidate: 300 })()
}

async function find<S extends 'locations' | 'reviews' | 'brands'>(collection: S, websiteId: number, where: Where, sort: string | string[], depth = 1): Promise<DataFromCollectionSlug<S>[]> {
  const payload = await payloadClient()
  const found = await payload.find({ collection, overrideAccess: false, context: { websiteId }, where: { and: [{ tenant: { equals: websiteId } }, where] }, sort, limit: 200, depth, pagination: false })
  return found.docs as DataFromCollectionSlug<S>[]
}

export const contentLocations = cached('locations', (websiteId: number) => find('locations', websiteId, {}, ['-primary', 'name']))
export const contentReviews = cached('reviews', (websiteId: number) => find('reviews', websiteId, { hidden: { not_equals: true } }, '-review_date', 0))
export const contentBrands = cached('brands', (websiteId: number) => find('brands', websiteId, {}, ['sort', 'title']))

export const contentPromos = cached('promos', async (websiteId: number) => {
  const payload = await payloadClient()
  return (await payload.find({ collection: 'promos', overrideAccess: false, context: { websiteId }, where: { tenant: { equals: websiteId } }, sort: 'position', limit: 100, depth: 1, pagination: false })).docs
})

type PostQuery = { category?: string; limit?: number; page?: number }

export const contentPosts = cached('posts', async (websiteId: number, query: PostQuery) => {
  const payload = await payloadClient()
  return payload.find({
    collection: 'posts',
    overrideAccess: false,
    context: { websiteId },
    where: { and: [{ tenant: { equals: websiteId } }, { _status: { equals: 'published' } }, ...(query.category ? [{ category: { equals: query.category } }] : [])] },
    sort: '-published_at',
    limit: query.limit ?? 12,
    page: query.page ?? 1,
    depth: 1,
  })
})

async function publishedBySlug<S extends 'pages' | 'posts'>(collection: S, websiteId: number, slug: string): Promise<DataFromCollectionSlug<S> | null> {
  const payload = await payloadClient()
  const found = await payload.find({
    collection,
    overrideAccess: false,
    context: { websiteId },
    where: { and: [{ tenant: { equals: websiteId } }, { slug: { equals: slug } }, { _status: { equals: 'published' } }] },
    limit: 1,
    depth: 1,
    pagination: false,
  })
  return (found.docs[0] as DataFromCollectionSlug<S> | undefined) ?? null
}

export const contentPost = cached('post', (websiteId: number, slug: string) => publishedBySlug('posts', websiteId, slug))
export const contentPage = cached('page', (websiteId: number, slug: string) => publishedBySlug('pages', websiteId, slug))

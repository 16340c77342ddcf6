import { payloadClient } from './payload'

export async function publishedPage(websiteId: number, slug: string) {
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'pages',
    overrideAccess: false,
    context: { websiteId },
    where: { and: [{ tenant: { equals: websiteId } }, { slug: { equals: slug } }, { _status: { equals: 'published' } }] },
    limit: 1,
    depth: 1,
    pagination: false,
  })
  return result.docs[0] ?? null
}

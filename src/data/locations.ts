import { payloadClient } from './payload'

/** Visible locations of a website, primary first, for the footer and contact blocks. */
export async function websiteLocations(websiteId: number) {
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'locations',
    overrideAccess: false,
    context: { websiteId },
    where: { tenant: { equals: websiteId } },
    sort: ['-primary', 'name'],
    limit: 50,
    depth: 0,
    pagination: false,
    select: { name: true, slug: true, primary: true, location_type: true, address: true, contact_detail: { phone: true } },
  })
  return result.docs
}

import type { Car } from '@/payload-types'
import { payloadClient } from './payload'

export const cardFields = {
  name: true,
  slug: true,
  year: true,
  make: true,
  model: true,
  badge: true,
  car_type: true,
  status: true,
  price: true,
  offer_price: true,
  before_price: true,
  subscription_price: true,
  preorder: true,
  km: true,
  trans: true,
  simple_transmission: true,
  body: true,
  simple_fuel: true,
  primary_image_url: true,
  photos_count: true,
  location_name: true,
  city: true,
  state: true,
  reserved: true,
  certified: true,
  tag: true,
  createdAt: true,
} as const

export type FeaturedCar = Pick<Car, 'id' | keyof typeof cardFields>

/** The newest in-stock cars with more than one photo, for the home page and promos. */
export async function featuredCars(websiteId: number, limit = 6): Promise<FeaturedCar[]> {
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'cars',
    overrideAccess: false,
    context: { websiteId },
    where: {
      and: [{ tenant: { equals: websiteId } }, { status: { equals: 'in_stock' } }, { photos_count: { greater_than: 1 } }, { price: { greater_than: 10 } }],
    },
    sort: '-createdAt',
    limit,
    depth: 0,
    pagination: false,
    select: cardFields,
  })
  return result.docs as FeaturedCar[]
}

export async function stockCount(websiteId: number): Promise<number> {
  const payload = await payloadClient()
  const result = await payload.count({
    collection: 'cars',
    overrideAccess: false,
    context: { websiteId },
    where: { and: [{ tenant: { equals: websiteId } }, { status: { in: ['in_stock', 'coming_soon'] } }] },
  })
  return result.totalDocs
}

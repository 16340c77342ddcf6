import { cache } from 'react'
import type { Car, Location, Website } from '@/payload-types'
import { orderSimilar, similarPriceWindow, SIMILAR_LIMIT } from '@/domain/vehicle/similarCars'
import type { StockHit } from '@/search/port'
import { emptyQuery } from '@/search/query'
import { payloadClient } from './payload'
import { searchStock } from './stock'

export type VehiclePageCar = Car & { location?: Location | number | null }

/** One car of a website by slug, as a shopper may see it (hidden cars and other websites' cars: null). */
export const carForPage = cache(async (websiteId: number, slug: string): Promise<VehiclePageCar | null> => {
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'cars',
    overrideAccess: false,
    context: { websiteId },
    where: { and: [{ tenant: { equals: websiteId } }, { slug: { equals: slug } }] },
    limit: 1,
    depth: 1,
    pagination: false,
    populate: { locations: { name: true, slug: true, primary: true, address: true, contact_detail: { phone: true } } },
  })
  return (found.docs[0] as VehiclePageCar | undefined) ?? null
})

/**
 * Up to 6 cars like this one (§9): in stock, the same body type, within the price window, the same
 * model first. A failure is logged and the section shows nothing rather than breaking the page (§8).
 */
export async function similarCars(website: Website, car: Pick<Car, 'id' | 'model' | 'price' | 'simple_body'>): Promise<StockHit[]> {
  const window = similarPriceWindow(car.price)
  try {
    const result = await searchStock(
      website,
      {
        ...emptyQuery,
        filters: { status: ['in_stock', 'coming_soon'], ...(car.simple_body ? { body: [car.simple_body] } : {}) },
        ranges: window ? { price: { min: window.min, max: window.max } } : {},
      },
      { pageSize: SIMILAR_LIMIT * 4 },
    )
    return orderSimilar(car, result.hits)
  } catch (error) {
    ;(await payloadClient()).logger.error({ err: error, msg: `Similar cars failed for car ${car.id}` })
    return []
  }
}

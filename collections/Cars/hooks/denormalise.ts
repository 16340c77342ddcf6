import type { CollectionBeforeChangeHook, CollectionBeforeValidateHook } from 'payload'
import type { Car } from '@/payload-types'
import { carSlug } from '@/domain/carSlug'

type CarImage = { url: string; thumb?: string | null }

function images(value: unknown): CarImage[] {
  return Array.isArray(value) ? value.filter((i): i is CarImage => typeof i?.url === 'string') : []
}

/**
 * Copies what search and cards read on every request onto the car row (location city and state,
 * dealership slug, photo count, first image), so a results page is one table scan, not five joins.
 */
export const denormaliseCar: CollectionBeforeChangeHook<Car> = async ({ data, originalDoc, req }) => {
  const next = { ...data }
  const pictures = images(next.images ?? originalDoc?.images)
  next.photos_count = pictures.length
  next.primary_image_url = pictures[0]?.url ?? null

  const status = next.status ?? originalDoc?.status
  next.sold = status === 'sold'
  if (status === 'sold' && !next.sold_date && !originalDoc?.sold_date) next.sold_date = new Date().toISOString()
  if (status !== 'sold') next.sold_date = null

  const locationId = typeof next.location === 'object' && next.location ? next.location.id : next.location
  if (locationId) {
    const location = await req.payload.findByID({ collection: 'locations', id: locationId, depth: 0, req })
    next.location_name = location.name
    next.city = location.address?.city ?? null
    next.state = location.address?.state ?? null
    const dealershipId = typeof location.dealership === 'object' ? location.dealership.id : location.dealership
    const dealership = await req.payload.findByID({ collection: 'dealerships', id: dealershipId, depth: 0, req, select: { name: true, slug: true } })
    next.dealership = dealershipId
    next.dealership_slug = dealership.slug
    next.dealership_name = dealership.name
  }
  return next
}

/** Runs before validation so that a car saved without a name or slug gets them, not an error. */
export const nameAndSlugCar: CollectionBeforeValidateHook<Car> = ({ data }) => {
  if (!data) return data
  const merged = { ...data }
  merged.name ||= [merged.year, merged.make, merged.model, merged.badge].filter(Boolean).join(' ')
  merged.slug ||= carSlug(merged)
  return merged
}

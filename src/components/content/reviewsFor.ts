import { contentReviews } from '@/data/content'
import { visibleReviews } from '@/domain/content/reviews'
import type { Website } from '@/payload-types'

/** The reviews a block may show: this website's, for one location or all, above its minimum rating. */
export async function reviewsFor(website: Website, location: number | { id: number } | null | undefined) {
  const locationId = typeof location === 'object' ? location?.id : location
  const all = await contentReviews(website.id)
  const mine = locationId ? all.filter((r) => (typeof r.location === 'object' ? r.location.id : r.location) === locationId) : all
  return visibleReviews(mine, website.reviews?.minimumRating ?? 4)
}

import { Stars } from '@/components/content/Stars'
import { reviewsFor } from '@/components/content/reviewsFor'
import { averageRating, basedOn } from '@/domain/content/reviews'
import type { ReviewBadgeBlock as Fields } from '@/payload-types'
import type { BlockProps } from '../types'

export async function ReviewBadgeComponent({ block, context }: BlockProps<Fields>) {
  const reviews = await reviewsFor(context.website, block.location)
  const average = averageRating(reviews)
  if (average === null) return null
  return (
    <section className="container review-badge" aria-label="Customer rating">
      <strong className="review-badge__score">{average.toFixed(1)}</strong> <Stars rating={average} /> <a href="#reviews">{basedOn(reviews.length)}</a>
    </section>
  )
}

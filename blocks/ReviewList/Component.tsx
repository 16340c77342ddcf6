import { Stars } from '@/components/content/Stars'
import { reviewsFor } from '@/components/content/reviewsFor'
import type { ReviewListBlock as Fields } from '@/payload-types'
import type { BlockProps } from '../types'

const dateText = (iso: string) => new Date(iso).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric' })

export async function ReviewListComponent({ block, context }: BlockProps<Fields>) {
  const reviews = (await reviewsFor(context.website, block.location)).slice(0, block.limit ?? 6)
  if (!reviews.length) return null
  return (
    <section id="reviews" className="container section block-reviews" aria-label={block.heading || 'Reviews'}>
      {block.heading ? <h2>{block.heading}</h2> : null}
      <ul className="review-list">
        {reviews.map((review) => (
          <li key={review.id} className="review">
            <p className="review__head">
              <Stars rating={review.rating} /> <strong>{review.customer_name}</strong> <span className="review__date">{dateText(review.review_date)}</span>
            </p>
            {review.text ? <p>{review.text}</p> : null}
            {review.reply_text ? (
              <p className="review__reply">
                <strong>Reply from {context.website.name}:</strong> {review.reply_text}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}

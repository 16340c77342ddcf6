import { starFill } from '@/domain/content/reviews'

/** Five stars for a rating, the last one filled to its fraction; the number is read out, the picture is not. */
export function Stars({ rating }: { rating: number }) {
  const fill = starFill(rating)
  const stars = [
    ...Array.from({ length: fill.full }, () => 1),
    ...(fill.fraction > 0 ? [fill.fraction] : []),
    ...Array.from({ length: fill.empty }, () => 0),
  ]
  return (
    <span className="stars" role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`}>
      {stars.map((amount, i) => (
        <span key={i} className="stars__star" style={{ '--fill': `${Math.round(amount * 100)}%` } as React.CSSProperties} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  )
}

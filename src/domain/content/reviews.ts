/** §5 review badge and list rules. */
export type StarFill = { full: number; fraction: number; empty: number }

/**
 * Stars for an average rating: at most 4 full stars plus a fractional fifth (a 5.0 shows 4 full and a
 * full fifth drawn as the fraction), the rest empty.
 */
export function starFill(rating: number): StarFill {
  const r = Number.isFinite(rating) ? Math.min(5, Math.max(0, rating)) : 0
  const full = Math.min(4, Math.floor(r))
  const fraction = Math.round((r - full) * 100) / 100
  const shown = full + (fraction > 0 ? 1 : 0)
  return { full, fraction: Math.min(1, fraction), empty: 5 - shown }
}

type ReviewLike = { rating: number; hidden?: boolean | null }

/** Only reviews whose rating exceeds the website's minimum (4 by default, §5) and that staff have not hidden. */
export function visibleReviews<T extends ReviewLike>(reviews: T[], minimumRating = 4): T[] {
  return reviews.filter((r) => !r.hidden && r.rating > minimumRating)
}

export function averageRating(reviews: ReviewLike[]): number | null {
  if (!reviews.length) return null
  return Math.round((reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length) * 10) / 10
}

export const basedOn = (count: number) => `Based on ${count.toLocaleString('en-AU')} review${count === 1 ? '' : 's'}`

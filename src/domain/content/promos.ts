/** §3/§5 promos: dated, placed, and shown only for the car types they name. */
export type PromoLike = {
  starts_at?: string | null
  expires_at?: string | null
  car_types?: string[] | null
  strict_display?: boolean | null
}

/** Live between its start and its expiry (either may be open). */
export function promoLive(promo: PromoLike, now: Date): boolean {
  const t = now.getTime()
  if (promo.starts_at && new Date(promo.starts_at).getTime() > t) return false
  if (promo.expires_at && new Date(promo.expires_at).getTime() <= t) return false
  return true
}

/**
 * Whether a promo belongs on a search for `searched` car types: one naming no types shows everywhere;
 * otherwise it shows when the search is unfiltered or shares a type, and with strict display only when
 * the search is filtered to its types alone.
 */
export function promoFitsSearch(promo: PromoLike, searched: readonly string[]): boolean {
  const types = promo.car_types ?? []
  if (!types.length) return true
  if (promo.strict_display) return searched.length > 0 && searched.every((t) => types.includes(t))
  return searched.length === 0 || searched.some((t) => types.includes(t))
}

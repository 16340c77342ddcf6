/** The favourite toggle's rules (§4, §5): only where the website offers it, on a car a shopper could still buy. */
export type FavouriteRules = { enabled: boolean; usedOnly: boolean }

export type FavouriteCandidate = {
  status?: string | null
  car_type?: string | null
  price?: number | null
  pictures: number
}

export function favouriteAllowed(car: FavouriteCandidate, rules: FavouriteRules): boolean {
  if (!rules.enabled) return false
  if (car.status !== 'in_stock') return false
  if (rules.usedOnly && car.car_type !== 'used') return false
  return (car.price ?? 0) > 0 && car.pictures > 0
}

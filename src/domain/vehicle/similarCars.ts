/** §9: at most 6 similar cars, within ±10,000 of the price under 50,000 and ±25,000 from 50,000 up. */
export const SIMILAR_LIMIT = 6

export function similarPriceWindow(price: number | null | undefined): { min: number; max: number } | null {
  if (!price || price <= 10) return null
  const spread = price < 50_000 ? 10_000 : 25_000
  return { min: Math.max(0, price - spread), max: price + spread }
}

/** Same model first, then the rest in the order given; never the car itself; at most 6. */
export function orderSimilar<T extends { id: number; model?: string | null }>(car: { id: number; model?: string | null }, candidates: T[]): T[] {
  const others = candidates.filter((c) => c.id !== car.id)
  const same = others.filter((c) => c.model === car.model)
  const rest = others.filter((c) => c.model !== car.model)
  return [...same, ...rest].slice(0, SIMILAR_LIMIT)
}

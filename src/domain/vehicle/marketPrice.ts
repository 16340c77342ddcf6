/** §5/§9: the market indicator shows only when the price is more than 499 below the market average. */
export const MARKET_THRESHOLD = 499

export function belowMarketBy(price: number | null | undefined, marketAverage: number | null | undefined): number | null {
  if (!price || price <= 10 || !marketAverage) return null
  const saving = marketAverage - price
  return saving > MARKET_THRESHOLD ? saving : null
}

/** The price-comparison ("auto gauge") answer of §3: fill 0–1, the listing price and the market range. */
export type Gauge = {
  fill: number
  listing_price: number
  market_range_min: number
  market_range_max: number
  confidence: number
  description: string
}

/** §5: shown only with every figure present, confidence above 0.2, and the range top not below the price. */
export function gaugeVisible(gauge: Partial<Gauge> | null | undefined): gauge is Gauge {
  if (!gauge) return false
  const { fill, listing_price, market_range_min, market_range_max, confidence } = gauge
  if ([fill, listing_price, market_range_min, market_range_max, confidence].some((v) => typeof v !== 'number' || Number.isNaN(v))) return false
  return confidence! > 0.2 && market_range_max! >= listing_price!
}

/** §9: Good Deal below 0.65 fill, Great Deal from there. */
export function gaugeWording(fill: number): 'Good Deal' | 'Great Deal' {
  return fill < 0.65 ? 'Good Deal' : 'Great Deal'
}

/** §9 colour bands: below 0.3, 0.3 to 0.6, 0.6 or more. */
export function gaugeBand(fill: number): 'low' | 'mid' | 'high' {
  return fill < 0.3 ? 'low' : fill < 0.6 ? 'mid' : 'high'
}

function percentile(sorted: number[], p: number): number {
  const i = (sorted.length - 1) * p
  const low = Math.floor(i)
  return sorted[low] + (sorted[Math.ceil(i)] - sorted[low]) * (i - low)
}

/**
 * The gauge from comparable cars' prices: the market range is their 10th to 90th percentile, the
 * fill how far below the top of that range the listing sits, and the confidence grows with the
 * number of comparables and shrinks as the range widens. Fewer than 3 comparables: no gauge.
 */
export function computeGauge(listingPrice: number, comparablePrices: number[]): Gauge | null {
  const prices = comparablePrices.filter((p) => p > 10).sort((a, b) => a - b)
  if (listingPrice <= 10 || prices.length < 3) return null
  const min = Math.round(percentile(prices, 0.1))
  const max = Math.round(percentile(prices, 0.9))
  const spread = max > 0 ? (max - min) / max : 1
  const fill = max === min ? 0.5 : Math.min(1, Math.max(0, (max - listingPrice) / (max - min)))
  const confidence = Math.round((prices.length / (prices.length + 10)) * (1 - Math.min(0.8, spread)) * 100) / 100
  return {
    fill: Math.round(fill * 100) / 100,
    listing_price: listingPrice,
    market_range_min: min,
    market_range_max: max,
    confidence,
    description: `Compared with ${prices.length} similar cars for sale`,
  }
}

/**
 * The stock search vocabulary of spec §2: every filter a shopper can set, as a table from URL
 * parameter to what it means. Both adapters and the URL codec read this one table.
 */
export const valueFacets = [
  'badge',
  'status',
  'car_type',
  'categories',
  'city',
  'colour',
  'dealership_name',
  'filtered_features',
  'item_type',
  'location_name',
  'make',
  'make_model',
  'model',
  'seats',
  'body',
  'drive',
  'fuel',
  'transmission',
  'state',
  'tag',
  'price_range',
  'weekly_price_range',
] as const

export const rangeFacets = ['price', 'km', 'year', 'subscription_price', 'created_at_timestamp'] as const

export type ValueFacet = (typeof valueFacets)[number]
export type RangeFacet = (typeof rangeFacets)[number]
export type Facet = ValueFacet | RangeFacet | 'certified'

/** Facets whose values are lists on the car (a car can be in several categories). */
export const listFacets: ReadonlySet<ValueFacet> = new Set(['categories', 'filtered_features'])

/** How many values a facet offers at most (§2, §9): city 20, dealership 40, models 30. */
export const facetValueLimits: Partial<Record<ValueFacet, number>> = { city: 20, dealership_name: 40, model: 30, make_model: 30 }

export const sortKeys = ['relevance', 'latest', 'price_desc', 'price_asc'] as const
export type SortKey = (typeof sortKeys)[number]

export const sortLabels: Record<SortKey, string> = {
  relevance: 'Most relevant',
  latest: 'Latest',
  price_desc: 'Highest price',
  price_asc: 'Lowest price',
}

/** Quick price ranges; labels sort by their lower bound (§9 "quick ranges sorted by numeric label"). */
export const priceBuckets = [
  { value: '0-10000', min: 0, max: 10000 },
  { value: '10000-20000', min: 10000, max: 20000 },
  { value: '20000-30000', min: 20000, max: 30000 },
  { value: '30000-40000', min: 30000, max: 40000 },
  { value: '40000-50000', min: 40000, max: 50000 },
  { value: '50000-75000', min: 50000, max: 75000 },
  { value: '75000-100000', min: 75000, max: 100000 },
  { value: '100000+', min: 100000, max: null },
] as const

export const weeklyBuckets = [
  { value: '0-100', min: 0, max: 100 },
  { value: '100-150', min: 100, max: 150 },
  { value: '150-200', min: 150, max: 200 },
  { value: '200-300', min: 200, max: 300 },
  { value: '300+', min: 300, max: null },
] as const

export type Bucket = { value: string; min: number; max: number | null }

export function bucketOf(buckets: readonly Bucket[], amount: number | null | undefined): string | null {
  if (amount === null || amount === undefined || amount <= 0) return null
  return buckets.find((b) => amount >= b.min && (b.max === null || amount < b.max))?.value ?? null
}

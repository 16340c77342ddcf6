import { sql, type SQL } from '@payloadcms/db-postgres/drizzle'
import { priceBuckets, weeklyBuckets, type Bucket, type RangeFacet, type ValueFacet } from '../../facets'

function bucketCase(column: string, buckets: readonly Bucket[]): string {
  const whens = buckets
    .map((b) => `WHEN ${column} >= ${b.min}${b.max === null ? '' : ` AND ${column} < ${b.max}`} THEN '${b.value}'`)
    .join(' ')
  return `(CASE WHEN ${column} > 0 THEN (CASE ${whens} END) END)`
}

/**
 * Each facet's value as an expression over stock_search's columns (which the search's `base` set
 * keeps under the same names).
 */
const facetExpressions: Record<ValueFacet, string> = {
  badge: 'badge',
  status: 'status',
  car_type: 'car_type',
  categories: 'categories',
  city: 'city',
  colour: 'colour',
  dealership_name: 'dealership_name',
  filtered_features: 'filtered_features',
  item_type: 'item_type',
  location_name: 'location_name',
  make: 'make',
  make_model: `(make || ' ' || model)`,
  model: 'model',
  seats: 'seats',
  body: 'simple_body',
  drive: 'drive',
  fuel: 'simple_fuel',
  transmission: 'simple_transmission',
  state: 'state',
  tag: 'tag',
  price_range: bucketCase('price', priceBuckets),
  weekly_price_range: bucketCase('weekly_repayment', weeklyBuckets),
}

export const valueFacetSql = Object.fromEntries(Object.entries(facetExpressions).map(([k, v]) => [k, sql.raw(v)])) as Record<ValueFacet, SQL>

/** The same value as text, for comparing with URL values and for output. */
export const valueFacetText = Object.fromEntries(Object.entries(facetExpressions).map(([k, v]) => [k, sql.raw(`(${v})::text`)])) as Record<ValueFacet, SQL>

export const rangeFacetSql: Record<RangeFacet, SQL> = {
  price: sql.raw('price'),
  km: sql.raw('km'),
  year: sql.raw('year'),
  subscription_price: sql.raw('subscription_price'),
  created_at_timestamp: sql.raw('extract(epoch from created_at)'),
}

/** The columns the search's `base` set carries from stock_search: every facet, range and sort input. */
export const baseColumns = sql.raw(
  [
    'id', 'make', 'model', 'badge', 'status', 'car_type', 'city', 'colour', 'dealership_name', 'item_type', 'location_name', 'seats',
    'simple_body', 'drive', 'simple_fuel', 'simple_transmission', 'state', 'tag', 'price', 'km', 'year', 'subscription_price',
    'created_at', 'certified', 'weekly_repayment', 'categories', 'filtered_features', 'photos_count',
  ].join(', '),
)

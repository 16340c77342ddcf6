import { bucketOf, priceBuckets, rangeFacets, valueFacets, weeklyBuckets, type RangeFacet, type ValueFacet } from '@/search/facets'
import type { StockQuery } from '@/search/query'
import { isVisibleStock, type StockScope, type VisibilityFields } from '@/search/scope'

/**
 * A plain-JavaScript reading of the search rules, written apart from either adapter, so the
 * contract tests can check both against the same answer key.
 */
export type OracleCar = Record<string, any> & { id: number }

function facetValues(car: OracleCar, facet: ValueFacet): string[] {
  switch (facet) {
    case 'categories':
    case 'filtered_features':
      return Array.isArray(car[facet]) ? car[facet].map(String) : []
    case 'make_model':
      return [`${car.make} ${car.model}`]
    case 'seats':
      return car.seats === null || car.seats === undefined ? [] : [String(Math.trunc(car.seats))]
    case 'body':
      return car.simple_body ? [car.simple_body] : []
    case 'fuel':
      return car.simple_fuel ? [car.simple_fuel] : []
    case 'transmission':
      return car.simple_transmission ? [car.simple_transmission] : []
    case 'price_range':
      return [bucketOf(priceBuckets, car.price)].filter((v): v is string => Boolean(v))
    case 'weekly_price_range':
      return [bucketOf(weeklyBuckets, car.youxQuote?.weeklyRepaymentAmount)].filter((v): v is string => Boolean(v))
    default:
      return car[facet] === null || car[facet] === undefined || car[facet] === '' ? [] : [String(car[facet])]
  }
}

function rangeValue(car: OracleCar, facet: RangeFacet): number | null {
  if (facet === 'created_at_timestamp') return new Date(car.createdAt).getTime() / 1000
  return car[facet] ?? null
}

type Check = { facet: string; ok: (car: OracleCar) => boolean }

function checks(query: StockQuery, scope: StockScope): Check[] {
  const list: Check[] = []
  for (const facet of valueFacets) {
    const wanted = query.filters[facet]
    if (wanted?.length) list.push({ facet, ok: (car) => facetValues(car, facet).some((v) => wanted.includes(v)) })
  }
  for (const facet of rangeFacets) {
    const range = query.ranges[facet]
    if (!range) continue
    list.push({
      facet,
      ok: (car) => {
        const v = rangeValue(car, facet)
        return v !== null && (range.min === null || v >= range.min) && (range.max === null || v <= range.max)
      },
    })
  }
  if (query.certified) list.push({ facet: 'certified', ok: (car) => car.certified === true })
  if (query.sort === 'price_asc' && scope.priceAscExcludesZero) list.push({ facet: '_sort', ok: (car) => (car.price ?? 0) > 0 })
  return list
}

export function oracleSearch(cars: OracleCar[], query: StockQuery, scope: StockScope) {
  const visible = cars.filter((car) => car.tenant === scope.websiteId && isVisibleStock(car as VisibilityFields, scope))
  const all = checks(query, scope)
  const passes = (car: OracleCar, except?: string) => all.every((c) => c.facet === except || c.ok(car))
  const matched = visible.filter((car) => passes(car))
  const counts = (facet: ValueFacet) => {
    const source = all.some((c) => c.facet === facet) ? visible.filter((car) => passes(car, facet)) : matched
    const tally = new Map<string, number>()
    for (const car of source) for (const v of facetValues(car, facet)) tally.set(v, (tally.get(v) ?? 0) + 1)
    return Object.fromEntries([...tally].sort())
  }
  const stats = (facet: RangeFacet) => {
    const source = all.some((c) => c.facet === facet) ? visible.filter((car) => passes(car, facet)) : matched
    const values = source.map((car) => rangeValue(car, facet)).filter((v): v is number => v !== null && v > 0)
    return values.length ? { min: Math.min(...values), max: Math.max(...values) } : undefined
  }
  return { matched, counts, stats }
}

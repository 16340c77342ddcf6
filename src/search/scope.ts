import type { CarType } from '@tenants/templates/types'

/**
 * What a website shows at all, before the shopper filters anything (§4 "Default visible stock",
 * §9 stock filters per template). Built once per request from the website and its flags.
 */
export type StockScope = {
  websiteId: number
  now: Date
  includeSoldCarsDays: number
  minimumPhotos: number
  carTypes: CarType[]
  excludedMakes: string[]
  excludedStockNumbers: string[]
  inStockOnly: boolean
  priceAscExcludesZero: boolean
  /** /special-offers: only cars with a was-price or a reduced price. */
  specialsOnly: boolean
  pageSize: number
}

export const DEFAULT_PAGE_SIZE = 21
export const DEFAULT_INCLUDE_SOLD_DAYS = 3
const DAY_MS = 86_400_000

export type ScopeSettings = {
  id: number
  search?: {
    pageSize?: number | null
    includeSoldCarsDays?: number | null
    minimumPhotos?: number | null
    carTypes?: CarType[] | null
    excludedMakes?: string[] | null
    excludedStockNumbers?: string[] | null
    inStockOnly?: boolean | null
  } | null
}

export function stockScope(
  website: ScopeSettings,
  options: { now: Date; priceAscExcludesZero: boolean; specialsOnly?: boolean },
): StockScope {
  const s = website.search ?? {}
  return {
    websiteId: website.id,
    now: options.now,
    includeSoldCarsDays: s.includeSoldCarsDays ?? DEFAULT_INCLUDE_SOLD_DAYS,
    minimumPhotos: s.minimumPhotos ?? 0,
    carTypes: s.carTypes ?? [],
    excludedMakes: (s.excludedMakes ?? []).map((m) => m.toLowerCase()),
    excludedStockNumbers: (s.excludedStockNumbers ?? []).map((n) => n.toLowerCase()),
    inStockOnly: Boolean(s.inStockOnly),
    priceAscExcludesZero: options.priceAscExcludesZero,
    specialsOnly: Boolean(options.specialsOnly),
    pageSize: s.pageSize ?? DEFAULT_PAGE_SIZE,
  }
}

/** Sold cars stay visible until this moment has passed their sold date. */
export function soldCutoff(scope: Pick<StockScope, 'now' | 'includeSoldCarsDays'>): Date {
  return new Date(scope.now.getTime() - scope.includeSoldCarsDays * DAY_MS)
}

export type VisibilityFields = {
  status?: string | null
  sold_date?: string | null
  show_on_dealer_website?: boolean | null
  photos_count?: number | null
  car_type?: string | null
  make?: string | null
  stocknum?: string | null
  price?: number | null
  before_price?: number | null
  offer_price?: number | null
}

/** A car on special: a was-price above its price, or a reduced price below it (§4 price display). */
export function isOnSpecial(car: Pick<VisibilityFields, 'price' | 'before_price' | 'offer_price'>): boolean {
  const price = car.price ?? 0
  return (price > 10 && (car.before_price ?? 0) > price) || ((car.offer_price ?? 0) > 10 && (car.offer_price ?? 0) < price)
}

export function isVisibleStock(car: VisibilityFields, scope: StockScope): boolean {
  if (car.show_on_dealer_website === false) return false
  const status = car.status ?? 'in_stock'
  if (scope.inStockOnly && status !== 'in_stock') return false
  if (status === 'sold') {
    if (!car.sold_date || new Date(car.sold_date) < soldCutoff(scope)) return false
  } else if (status !== 'in_stock' && status !== 'coming_soon') return false
  if ((car.photos_count ?? 0) < scope.minimumPhotos) return false
  if (scope.carTypes.length && !scope.carTypes.includes(car.car_type as CarType)) return false
  if (car.make && scope.excludedMakes.includes(car.make.toLowerCase())) return false
  if (car.stocknum && scope.excludedStockNumbers.includes(car.stocknum.toLowerCase())) return false
  if (scope.specialsOnly && !isOnSpecial(car)) return false
  return true
}

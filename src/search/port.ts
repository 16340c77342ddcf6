import type { RangeFacet, ValueFacet } from './facets'
import type { StockQuery } from './query'
import type { StockScope } from './scope'

/** What a results card needs of a car; both adapters return exactly these fields. */
export type StockHit = {
  id: number
  slug: string
  name: string | null
  year: number | null
  make: string
  model: string
  badge: string | null
  car_type: string
  status: string
  sold_date: string | null
  price: number | null
  offer_price: number | null
  before_price: number | null
  subscription_price: number | null
  preorder: boolean | null
  km: number | null
  trans: string | null
  body: string | null
  simple_body: string | null
  simple_fuel: string | null
  primary_image_url: string | null
  photos_count: number | null
  location_name: string | null
  city: string | null
  state: string | null
  dealership_slug: string | null
  reserved: boolean | null
  certified: boolean | null
  tag: string | null
  createdAt: string
}

export type FacetValue = { value: string; count: number }

export type StockSearchResult = {
  hits: StockHit[]
  /** Value counts per facet; a facet's own selection does not narrow its own counts. */
  facets: Partial<Record<ValueFacet | 'certified', FacetValue[]>>
  /** Lowest and highest value per range facet, over the stock the other filters leave. */
  stats: Partial<Record<RangeFacet, { min: number; max: number }>>
  count: number
  page: number
  pages: number
  ms: number
}

/** The one search port (architecture: src/search). Adapters: postgres (default) and typesense. */
export interface StockSearch {
  readonly name: string
  search(query: StockQuery, scope: StockScope, options?: { pageSize?: number }): Promise<StockSearchResult>
}

/** Adapters with their own index are told about every saved or deleted car. */
export interface StockIndex {
  upsert(carIds: number[]): Promise<void>
  remove(carIds: number[]): Promise<void>
}

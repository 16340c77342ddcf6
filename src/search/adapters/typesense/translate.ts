import { rangeFacets, valueFacets, type RangeFacet } from '../../facets'
import type { StockHit, StockSearchResult } from '../../port'
import type { StockQuery } from '../../query'
import { soldCutoff, type StockScope } from '../../scope'

/** Typesense has no escape inside backticks; a backtick can never be part of a real value. */
export function quote(value: string): string {
  return `\`${value.replace(/`/g, '')}\``
}

const rangeField: Record<RangeFacet, string> = {
  price: 'price',
  km: 'km',
  year: 'year',
  subscription_price: 'subscription_price',
  created_at_timestamp: 'created_at_timestamp',
}

const statField: Record<RangeFacet, string> = {
  price: 'stat_price',
  km: 'stat_km',
  year: 'stat_year',
  subscription_price: 'stat_subscription_price',
  created_at_timestamp: 'created_at_timestamp',
}

export function scopeFilter(scope: StockScope): string {
  const parts = [`tenant:=${scope.websiteId}`, 'show_on_dealer_website:=true']
  const cutoff = Math.floor(soldCutoff(scope).getTime() / 1000)
  parts.push(scope.inStockOnly ? 'status:=in_stock' : `(status:=[in_stock,coming_soon] || (status:=sold && sold_date_timestamp:>=${cutoff}))`)
  if (scope.minimumPhotos > 0) parts.push(`photos_count:>=${scope.minimumPhotos}`)
  if (scope.carTypes.length) parts.push(`car_type:=[${scope.carTypes.map(quote).join(',')}]`)
  // Exclusions are stored lower-case on the scope; Typesense string filters are case-insensitive.
  if (scope.excludedMakes.length) parts.push(`make:!=[${scope.excludedMakes.map(quote).join(',')}]`)
  if (scope.excludedStockNumbers.length) parts.push(`stocknum:!=[${scope.excludedStockNumbers.map(quote).join(',')}]`)
  if (scope.specialsOnly) parts.push('on_special:=true')
  return parts.join(' && ')
}

type Clause = { facet: string; filter: string }

export function filterClauses(query: StockQuery, scope: StockScope): Clause[] {
  const clauses: Clause[] = []
  for (const facet of valueFacets) {
    const values = query.filters[facet]
    if (values?.length) clauses.push({ facet, filter: `${facet}:=[${values.map(quote).join(',')}]` })
  }
  for (const facet of rangeFacets) {
    const range = query.ranges[facet]
    if (!range) continue
    const parts = []
    if (range.min !== null) parts.push(`${rangeField[facet]}:>=${range.min}`)
    if (range.max !== null) parts.push(`${rangeField[facet]}:<=${range.max}`)
    clauses.push({ facet, filter: parts.join(' && ') })
  }
  if (query.certified) clauses.push({ facet: 'certified', filter: 'certified:=true' })
  if (query.sort === 'price_asc' && scope.priceAscExcludesZero) clauses.push({ facet: '_sort', filter: 'price:>0' })
  return clauses
}

const sortBy: Record<StockQuery['sort'], string> = {
  relevance: '_text_match:desc,rank:desc,created_at_timestamp:desc',
  latest: 'created_at_timestamp:desc',
  price_desc: 'price:desc',
  price_asc: 'price:asc',
}

const queryBy = 'make,model,badge,series,body_text,colour,stocknum,tag,keywords,dealercomments'
const allFacets = [...valueFacets, 'certified', ...rangeFacets.map((f) => statField[f])].join(',')

/**
 * A StockQuery as one Typesense multi_search: the main search, plus one count-only search per
 * active facet with every filter but its own (Typesense counts facets conjunctively).
 */
export function toMultiSearch(query: StockQuery, scope: StockScope, pageSize: number) {
  const scopeExpr = scopeFilter(scope)
  const clauses = filterClauses(query, scope)
  const filterWithout = (facet?: string) => [scopeExpr, ...clauses.filter((c) => c.facet !== facet).map((c) => c.filter)].join(' && ')
  const base = {
    collection: 'cars',
    q: query.text || '*',
    query_by: queryBy,
    prefix: true,
    num_typos: 1,
    max_facet_values: 250,
  }
  const active = [...new Set(clauses.map((c) => c.facet))].filter((f) => f !== '_sort')
  const searches = [
    { ...base, filter_by: filterWithout(), facet_by: allFacets, sort_by: sortBy[query.sort], page: query.page, per_page: pageSize, include_fields: 'hit' },
    ...active.map((facet) => ({
      ...base,
      filter_by: filterWithout(facet),
      facet_by: (valueFacets as readonly string[]).includes(facet) ? facet : facet === 'certified' ? 'certified' : statField[facet as RangeFacet],
      per_page: 0,
    })),
  ]
  return { searches }
}

type FacetCount = { field_name: string; counts: Array<{ value: string; count: number }>; stats?: { min?: number; max?: number } }
type SearchResponse = { found: number; hits?: Array<{ document: { hit: StockHit } }>; facet_counts?: FacetCount[]; error?: string }

/** Typesense's answer back into the port's result; each facet's counts come from its own search when active. */
export function fromMultiSearch(
  responses: SearchResponse[],
  page: number,
  pageSize: number,
  ms: number,
): StockSearchResult {
  const [main, ...perFacet] = responses
  if (main.error) throw new Error(`Typesense: ${main.error}`)
  const byField = new Map<string, FacetCount>()
  for (const facet of main.facet_counts ?? []) byField.set(facet.field_name, facet)
  for (const response of perFacet) {
    const own = response.facet_counts?.[0]
    if (own) byField.set(own.field_name, own)
  }
  const facets: StockSearchResult['facets'] = {}
  for (const facet of valueFacets) {
    const counts = byField.get(facet)?.counts ?? []
    if (counts.length) {
      facets[facet] = counts
        .filter((c) => c.count > 0 && c.value !== '')
        .map((c) => ({ value: c.value, count: c.count }))
        .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
    }
  }
  const certified = byField.get('certified')?.counts.find((c) => c.value === 'true')
  if (certified) facets.certified = [{ value: 'true', count: certified.count }]
  const stats: StockSearchResult['stats'] = {}
  for (const facet of rangeFacets) {
    const s = byField.get(statField[facet])?.stats
    if (s && typeof s.min === 'number' && typeof s.max === 'number') stats[facet] = { min: s.min, max: s.max }
  }
  return {
    hits: (main.hits ?? []).map((h) => h.document.hit),
    facets,
    stats,
    count: main.found,
    page,
    pages: Math.ceil(main.found / pageSize),
    ms,
  }
}

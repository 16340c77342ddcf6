import type { RangeFacet, SortKey, ValueFacet } from './facets'
import { changeQuery, setRange, stockQueryParams, toggleFilter, type Range, type StockQuery } from './query'
import { ALL_STOCK_PATH, type SearchPreset } from './searchPaths'

/** The query a page searches with: the path's own filters plus the URL's. */
export function withPreset(urlQuery: StockQuery, preset: SearchPreset): StockQuery {
  const filters = { ...urlQuery.filters }
  for (const [facet, values] of Object.entries(preset.filters) as Array<[ValueFacet, string[]]>) {
    filters[facet] = [...new Set([...values, ...(filters[facet] ?? [])])]
  }
  return { ...urlQuery, filters, certified: urlQuery.certified || Boolean(preset.certified) }
}

function href(path: string, query: StockQuery): string {
  const params = stockQueryParams(query).toString()
  return params ? `${path}?${params}` : path
}

/**
 * Every search link is a plain URL (filters are links, §2 and style notes), so search works
 * without JavaScript. A value the path itself applies is removed by leaving the path.
 */
export function searchLinks(preset: SearchPreset, urlQuery: StockQuery) {
  const effective = withPreset(urlQuery, preset)
  return {
    effective,
    isSelected: (facet: ValueFacet, value: string) => effective.filters[facet]?.includes(value) ?? false,
    toggle(facet: ValueFacet, value: string): string {
      const fromPreset = preset.filters[facet]?.includes(value)
      if (!fromPreset) return href(preset.path, toggleFilter(urlQuery, facet, value))
      // Leaving a path such as /search/toyota: keep its other filters as parameters.
      const kept = withPreset(urlQuery, preset)
      return href(ALL_STOCK_PATH, toggleFilter(kept, facet, value))
    },
    range: (facet: RangeFacet, range: Range | null) => href(preset.path, setRange(urlQuery, facet, range)),
    certified: (on: boolean) => href(preset.path, changeQuery(urlQuery, { certified: on })),
    sort: (sort: SortKey) => href(preset.path, changeQuery(urlQuery, { sort })),
    page: (page: number) => href(preset.path, { ...urlQuery, page }),
    clear: preset.path,
    current: href(preset.path, urlQuery),
  }
}

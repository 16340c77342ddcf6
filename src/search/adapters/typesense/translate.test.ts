import { describe, expect, it } from 'vitest'
import { parseStockQuery } from '../../query'
import { stockScope } from '../../scope'
import { fromMultiSearch, quote, scopeFilter, toMultiSearch } from './translate'

const now = new Date('2026-11-22T00:00:00Z')
const scope = stockScope({ id: 7, search: { pageSize: 21 } }, { now, priceAscExcludesZero: true })
const q = (qs: string) => parseStockQuery(new URLSearchParams(qs)).query

describe('StockQuery → Typesense', () => {
  it('quotes values in backticks and drops backticks inside them', () => {
    expect(quote('Mercedes-Benz')).toBe('`Mercedes-Benz`')
    expect(quote('a`b, c')).toBe('`ab, c`')
  })

  it('scopes every search to the website and its visible stock', () => {
    expect(scopeFilter(scope)).toBe(
      `tenant:=7 && show_on_dealer_website:=true && (status:=[in_stock,coming_soon] || (status:=sold && sold_date_timestamp:>=${now.getTime() / 1000 - 3 * 86400}))`,
    )
    const strict = stockScope({ id: 7, search: { minimumPhotos: 3, carTypes: ['used'], excludedMakes: ['Suzuki'], inStockOnly: true } }, { now, priceAscExcludesZero: false, specialsOnly: true })
    expect(scopeFilter(strict)).toBe('tenant:=7 && show_on_dealer_website:=true && status:=in_stock && photos_count:>=3 && car_type:=[`used`] && make:!=[`suzuki`] && on_special:=true')
  })

  it('builds the main search and one count search per active facet (disjunctive facets)', () => {
    const { searches } = toMultiSearch(q('query=ranger&make=Ford&make=Mazda&price=10000..50000&sortBy=price_asc&page=2'), scope, 21)
    expect(searches).toHaveLength(3)
    const [main, makeCounts, priceStats] = searches
    expect(main).toMatchObject({ q: 'ranger', sort_by: 'price:asc', page: 2, per_page: 21 })
    expect(main.filter_by).toContain(' && make:=[`Ford`,`Mazda`] && price:>=10000 && price:<=50000 && price:>0')
    expect(makeCounts).toMatchObject({ facet_by: 'make', per_page: 0 })
    expect(makeCounts.filter_by).not.toContain('make:=')
    expect(makeCounts.filter_by).toContain('price:>=10000')
    expect(priceStats).toMatchObject({ facet_by: 'stat_price', per_page: 0 })
    expect(priceStats.filter_by).not.toContain('price:>=10000')
  })

  it('searches everything with * and sorts relevance by text match, then rank, then newest', () => {
    const { searches } = toMultiSearch(q(''), scope, 21)
    expect(searches).toHaveLength(1)
    expect(searches[0]).toMatchObject({ q: '*', sort_by: '_text_match:desc,rank:desc,created_at_timestamp:desc', page: 1 })
  })
})

describe('Typesense → StockSearchResult', () => {
  it('takes each active facet\'s counts from its own search and stats from the stat fields', () => {
    const hit = { id: 1, slug: 'a', make: 'Ford' }
    const result = fromMultiSearch(
      [
        {
          found: 45,
          hits: [{ document: { hit: hit as never } }],
          facet_counts: [
            { field_name: 'make', counts: [{ value: 'Ford', count: 45 }] },
            { field_name: 'body', counts: [{ value: 'ute', count: 30 }, { value: 'suv', count: 15 }] },
            { field_name: 'certified', counts: [{ value: 'false', count: 40 }, { value: 'true', count: 5 }] },
            { field_name: 'stat_price', counts: [], stats: { min: 12990, max: 48990 } },
          ],
        },
        { found: 300, facet_counts: [{ field_name: 'make', counts: [{ value: 'Mazda', count: 90 }, { value: 'Ford', count: 45 }] }] },
      ],
      1,
      21,
      3.2,
    )
    expect(result.count).toBe(45)
    expect(result.pages).toBe(3)
    expect(result.hits).toEqual([hit])
    expect(result.facets.make).toEqual([{ value: 'Mazda', count: 90 }, { value: 'Ford', count: 45 }])
    expect(result.facets.body).toEqual([{ value: 'ute', count: 30 }, { value: 'suv', count: 15 }])
    expect(result.facets.certified).toEqual([{ value: 'true', count: 5 }])
    expect(result.stats.price).toEqual({ min: 12990, max: 48990 })
  })

  it('turns a Typesense error into a thrown error, so the caller can keep the last good hits', () => {
    expect(() => fromMultiSearch([{ found: 0, error: 'Could not find a field named `x`' }], 1, 21, 1)).toThrow(/Typesense/)
  })
})

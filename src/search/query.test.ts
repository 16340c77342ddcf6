import { describe, expect, it } from 'vitest'
import { changeQuery, emptyQuery, parseStockQuery, setRange, stockQueryParams, toggleFilter } from './query'

const parse = (qs: string) => parseStockQuery(new URLSearchParams(qs))

describe('parseStockQuery', () => {
  it('reads text, page, sort, repeated value filters, ranges and certified', () => {
    const { query, issues } = parse('query=  ranger   xlt &page=3&sortBy=price_asc&make=Ford&make=Toyota&price=10000..50000&km=..80000&certified=true')
    expect(issues).toEqual({})
    expect(query).toEqual({
      text: 'ranger xlt',
      page: 3,
      sort: 'price_asc',
      filters: { make: ['Ford', 'Toyota'] },
      ranges: { price: { min: 10000, max: 50000 }, km: { min: null, max: 80000 } },
      certified: true,
    })
  })

  it('reads ranges from a plain form as {facet}_min and {facet}_max', () => {
    expect(parse('price_min=5000&price_max=&km_min=&km_max=').query.ranges).toEqual({ price: { min: 5000, max: null } })
  })

  it('swaps a range given backwards', () => {
    expect(parse('year=2024..2018').query.ranges.year).toEqual({ min: 2018, max: 2024 })
  })

  it('reports malformed parameters by name and keeps the rest', () => {
    const { query, issues } = parse('page=-1&price=abc..&sortBy=cheapest&colour=Red&bogus=1&certified=maybe')
    expect(Object.keys(issues).sort()).toEqual(['bogus', 'certified', 'page', 'price', 'sortBy'])
    expect(query.page).toBe(1)
    expect(query.filters).toEqual({ colour: ['Red'] })
    expect(query.ranges).toEqual({})
  })

  it('bounds huge input: text is cut, too many values and huge pages are refused', () => {
    expect(parse(`query=${'a'.repeat(10_000)}`).query.text).toHaveLength(200)
    expect(parse(`query=${'a'.repeat(20_000)}`).issues.query).toBe('Search text is too long.')
    expect(parse(Array.from({ length: 21 }, (_, i) => `make=M${i}`).join('&')).issues.make).toBe('At most 20 values.')
    expect(parse('page=99999999').issues.page).toBe('Page is at most 1000.')
  })

  it('keeps SQL and script fragments as plain values (they are bound parameters later)', () => {
    const { query } = parse(`make=${encodeURIComponent("Toyota' OR 1=1 --")}&query=${encodeURIComponent('<script>alert(1)</script>')}`)
    expect(query.filters.make).toEqual(["Toyota' OR 1=1 --"])
    expect(query.text).toBe('<script>alert(1)</script>')
  })
})

describe('stockQueryParams', () => {
  it('writes a canonical URL that parses back to the same query', () => {
    const { query } = parse('sortBy=latest&price=..30000&body=suv&make=Mazda&query=cx5&page=2')
    const params = stockQueryParams(query)
    expect(params.toString()).toBe('query=cx5&make=Mazda&body=suv&price=..30000&sortBy=latest&page=2')
    expect(parseStockQuery(params).query).toEqual(query)
  })

  it('leaves out defaults', () => {
    expect(stockQueryParams(emptyQuery).toString()).toBe('')
  })
})

describe('changing the search', () => {
  const onPage3 = { ...emptyQuery, page: 3, filters: { make: ['Ford'] } }

  it('removes the page whenever a filter, range or the text changes (§4)', () => {
    expect(toggleFilter(onPage3, 'make', 'Kia')).toMatchObject({ page: 1, filters: { make: ['Ford', 'Kia'] } })
    expect(toggleFilter(onPage3, 'make', 'Ford')).toMatchObject({ page: 1, filters: {} })
    expect(setRange(onPage3, 'price', { min: 5000, max: null })).toMatchObject({ page: 1, ranges: { price: { min: 5000, max: null } } })
    expect(changeQuery(onPage3, { text: 'ute' }).page).toBe(1)
  })

  it('clearing a range removes its parameter', () => {
    const priced = setRange(emptyQuery, 'price', { min: 1000, max: 2000 })
    expect(setRange(priced, 'price', null).ranges).toEqual({})
    expect(setRange(priced, 'price', { min: null, max: null }).ranges).toEqual({})
  })
})

import { describe, expect, it } from 'vitest'
import { emptyQuery, parseStockQuery } from './query'
import { searchLinks } from './searchLinks'
import type { SearchPreset } from './searchPaths'

const toyota: SearchPreset = { filters: { make: ['Toyota'] }, title: 'Toyota Cars', path: '/search/toyota' }
const q = (qs: string) => parseStockQuery(new URLSearchParams(qs)).query

describe('searchLinks', () => {
  it('adds a value to the URL on the same path and drops the page', () => {
    const links = searchLinks(toyota, q('body=suv&page=4'))
    expect(links.toggle('make', 'Mazda')).toBe('/search/toyota?make=Mazda&body=suv')
    expect(links.toggle('body', 'suv')).toBe('/search/toyota')
    expect(links.isSelected('make', 'Toyota')).toBe(true)
  })

  it('leaves the path when its own value is unselected, keeping everything else', () => {
    const links = searchLinks(toyota, q('make=Mazda&price=..30000'))
    expect(links.toggle('make', 'Toyota')).toBe('/search/new-used-and-demo-cars?make=Mazda&price=..30000')
  })

  it('builds sort, range, page and clear links', () => {
    const links = searchLinks(toyota, q('page=2&colour=Red'))
    expect(links.sort('price_asc')).toBe('/search/toyota?colour=Red&sortBy=price_asc')
    expect(links.range('price', { min: 10000, max: 20000 })).toBe('/search/toyota?colour=Red&price=10000..20000')
    expect(links.page(3)).toBe('/search/toyota?colour=Red&page=3')
    expect(links.clear).toBe('/search/toyota')
    expect(searchLinks(toyota, emptyQuery).effective.filters).toEqual({ make: ['Toyota'] })
  })
})

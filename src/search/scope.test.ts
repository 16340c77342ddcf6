import { describe, expect, it } from 'vitest'
import { isVisibleStock, stockScope } from './scope'

const now = new Date('2026-11-22T02:00:00Z')
const scope = stockScope({ id: 1 }, { now, priceAscExcludesZero: false })
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000).toISOString()

describe('default visible stock (§4)', () => {
  it('shows in-stock and coming-soon cars', () => {
    expect(isVisibleStock({ status: 'in_stock' }, scope)).toBe(true)
    expect(isVisibleStock({ status: 'coming_soon' }, scope)).toBe(true)
  })

  it('shows sold cars for 3 days by default, then hides them', () => {
    expect(isVisibleStock({ status: 'sold', sold_date: daysAgo(2.9) }, scope)).toBe(true)
    expect(isVisibleStock({ status: 'sold', sold_date: daysAgo(3.1) }, scope)).toBe(false)
    expect(isVisibleStock({ status: 'sold', sold_date: null }, scope)).toBe(false)
  })

  it('follows the website sold-days setting', () => {
    const week = stockScope({ id: 1, search: { includeSoldCarsDays: 7 } }, { now, priceAscExcludesZero: false })
    expect(isVisibleStock({ status: 'sold', sold_date: daysAgo(6) }, week)).toBe(true)
  })

  it('hides cars not shown on the dealer website', () => {
    expect(isVisibleStock({ status: 'in_stock', show_on_dealer_website: false }, scope)).toBe(false)
  })

  it('applies the template stock filters: minimum photos, car types, excluded makes and stock numbers, in stock only', () => {
    const strict = stockScope(
      { id: 1, search: { minimumPhotos: 3, carTypes: ['used'], excludedMakes: ['Suzuki'], excludedStockNumbers: ['X1'], inStockOnly: true } },
      { now, priceAscExcludesZero: false },
    )
    const good = { status: 'in_stock', photos_count: 3, car_type: 'used', make: 'Toyota', stocknum: 'A1' }
    expect(isVisibleStock(good, strict)).toBe(true)
    expect(isVisibleStock({ ...good, photos_count: 2 }, strict)).toBe(false)
    expect(isVisibleStock({ ...good, car_type: 'new' }, strict)).toBe(false)
    expect(isVisibleStock({ ...good, make: 'SUZUKI' }, strict)).toBe(false)
    expect(isVisibleStock({ ...good, stocknum: 'x1' }, strict)).toBe(false)
    expect(isVisibleStock({ ...good, status: 'coming_soon' }, strict)).toBe(false)
  })

  it('narrows /special-offers to cars with a was-price or a reduced price', () => {
    const specials = stockScope({ id: 1 }, { now, priceAscExcludesZero: false, specialsOnly: true })
    expect(isVisibleStock({ status: 'in_stock', price: 20000, before_price: 22000 }, specials)).toBe(true)
    expect(isVisibleStock({ status: 'in_stock', price: 20000, offer_price: 18990 }, specials)).toBe(true)
    expect(isVisibleStock({ status: 'in_stock', price: 20000, before_price: 20000 }, specials)).toBe(false)
    expect(isVisibleStock({ status: 'in_stock', price: 0, before_price: 5000 }, specials)).toBe(false)
  })
})

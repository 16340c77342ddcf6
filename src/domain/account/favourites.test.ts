import { describe, expect, it } from 'vitest'
import { favouriteAllowed } from './favourites'

const car = { status: 'in_stock', car_type: 'used', price: 25_990, pictures: 3 }
const on = { enabled: true, usedOnly: false }

describe('favouriteAllowed', () => {
  it('offers SAVE on a priced, photographed car in stock where the website enables favourites', () => {
    expect(favouriteAllowed(car, on)).toBe(true)
  })

  it('is off where the website has not enabled favourites', () => {
    expect(favouriteAllowed(car, { enabled: false, usedOnly: false })).toBe(false)
  })

  it.each([
    ['sold', { status: 'sold' }],
    ['coming soon', { status: 'coming_soon' }],
    ['without a price', { price: 0 }],
    ['with a null price', { price: null }],
    ['without photos', { pictures: 0 }],
  ])('is hidden for a car %s', (_, change) => {
    expect(favouriteAllowed({ ...car, ...change }, on)).toBe(false)
  })

  it('keeps new and demo cars out on websites that favour used cars only', () => {
    expect(favouriteAllowed({ ...car, car_type: 'new' }, { enabled: true, usedOnly: true })).toBe(false)
    expect(favouriteAllowed(car, { enabled: true, usedOnly: true })).toBe(true)
  })
})

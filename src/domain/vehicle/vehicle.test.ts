import { describe, expect, it } from 'vitest'
import { COMMENTS_LIMIT, commentsPreview } from './comments'
import { belowMarketBy } from './marketPrice'
import { registrationText } from './registration'
import { orderSimilar, similarPriceWindow } from './similarCars'
import { specLines } from './specLines'
import { isInStock } from './stockStatus'

const now = new Date('2026-11-22T00:00:00Z')

describe('isInStock', () => {
  it('counts in stock and coming soon as in stock, anything else as sold', () => {
    expect(isInStock('in_stock')).toBe(true)
    expect(isInStock('coming_soon')).toBe(true)
    expect(isInStock('sold')).toBe(false)
  })
})

describe('specLines', () => {
  it('drops empty values and adds units to numbers', () => {
    expect(specLines([['Kilometres', 42000, 'km'], ['Colour', ' '], ['Seats', 5], ['VIN', null], ['Drive', 'AWD']])).toEqual([
      { label: 'Kilometres', value: '42,000 km' },
      { label: 'Seats', value: '5' },
      { label: 'Drive', value: 'AWD' },
    ])
  })
})

describe('registrationText', () => {
  it('says when a future registration expires', () => {
    expect(registrationText('2027-03-05T00:00:00Z', { now, showUnregistered: false })).toBe('Expires on 5 March 2027')
  })

  it('says Unregistered for a past date only where the dealer wants it, else nothing', () => {
    expect(registrationText('2026-01-01T00:00:00Z', { now, showUnregistered: true })).toBe('Unregistered')
    expect(registrationText('2026-01-01T00:00:00Z', { now, showUnregistered: false })).toBeNull()
    expect(registrationText(null, { now, showUnregistered: true })).toBeNull()
    expect(registrationText('not a date', { now, showUnregistered: true })).toBeNull()
  })
})

describe('belowMarketBy', () => {
  it('shows the saving only when the price is more than 499 below the market average', () => {
    expect(belowMarketBy(30000, 30499)).toBeNull()
    expect(belowMarketBy(30000, 30500)).toBe(500)
    expect(belowMarketBy(30000, 32000)).toBe(2000)
    expect(belowMarketBy(0, 32000)).toBeNull()
    expect(belowMarketBy(30000, null)).toBeNull()
  })
})

describe('similar cars', () => {
  it('looks ±10,000 under 50,000 and ±25,000 from 50,000', () => {
    expect(similarPriceWindow(30000)).toEqual({ min: 20000, max: 40000 })
    expect(similarPriceWindow(8000)).toEqual({ min: 0, max: 18000 })
    expect(similarPriceWindow(50000)).toEqual({ min: 25000, max: 75000 })
    expect(similarPriceWindow(0)).toBeNull()
  })

  it('puts the same model first, leaves the car itself out, and stops at 6', () => {
    const car = { id: 1, model: 'RAV4' }
    const candidates = [
      { id: 1, model: 'RAV4' },
      { id: 2, model: 'CX-5' },
      { id: 3, model: 'RAV4' },
      ...Array.from({ length: 8 }, (_, i) => ({ id: 10 + i, model: 'Tucson' })),
    ]
    const ordered = orderSimilar(car, candidates)
    expect(ordered.map((c) => c.id)).toEqual([3, 2, 10, 11, 12, 13])
  })
})

describe('commentsPreview', () => {
  it('keeps short comments whole and cuts long ones at a word before 400 characters', () => {
    expect(commentsPreview('Great car.')).toEqual({ full: 'Great car.', preview: 'Great car.', truncated: false })
    const long = 'word '.repeat(120).trim()
    const result = commentsPreview(long)!
    expect(result.truncated).toBe(true)
    expect(result.preview.length).toBeLessThanOrEqual(COMMENTS_LIMIT + 1)
    expect(result.preview.endsWith('word…')).toBe(true)
  })

  it('treats empty comments as none', () => {
    expect(commentsPreview('   ')).toBeNull()
    expect(commentsPreview(null)).toBeNull()
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { budget, budgetDefaults, budgetInput, budgetSearch, priceRangeHref } from './budget'

describe('budget search', () => {
  it('is repayment × 12 or × 52 × 5 years + deposit (§9)', () => {
    expect(budget(budgetDefaults.month, budgetDefaults.deposit, 'month')).toBe(600 * 12 * 5 + 2000)
    expect(budget(budgetDefaults.week, budgetDefaults.deposit, 'week')).toBe(200 * 52 * 5 + 2000)
  })

  it('clamps inputs to 0–1,000,000 and reads nonsense as 0', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string(), fc.constant(Number.NaN)), (value) => {
        const n = budgetInput(value)
        expect(n).toBeGreaterThanOrEqual(0)
        expect(n).toBeLessThanOrEqual(1_000_000)
      }),
    )
    expect(budgetInput('$1,500')).toBe(1500)
    expect(budget('abc', -5, 'month')).toBe(0)
  })

  it('disables the button below the cheapest car with the spec texts, else searches the range', () => {
    expect(budgetSearch(5000, 7990, 'car')).toEqual({ disabled: true, message: 'No cars found for this budget', button: '0 cars Found' })
    expect(budgetSearch(38_000, 7990, 'car')).toEqual({ disabled: false, search: { min: 1000, max: 38_000 } })
  })
})

describe('price range slider search', () => {
  it('searches the chosen range sorted by price, highest first', () => {
    expect(priceRangeHref(15_000, 40_000)).toBe('/search?price=15000..40000&sortBy=price_desc')
  })

  it('leaves an end open when it sits on the slider bound', () => {
    expect(priceRangeHref(5_000, 60_000)).toBe('/search?price=..60000&sortBy=price_desc')
    expect(priceRangeHref(20_000, 250_000)).toBe('/search?price=20000..&sortBy=price_desc')
    expect(priceRangeHref(5_000, 250_000)).toBe('/search?sortBy=price_desc')
  })

  it('snaps to 500, orders the ends and keeps them within 5,000–250,000 whatever arrives', () => {
    expect(priceRangeHref(40_260, 15_120)).toBe('/search?price=15000..40500&sortBy=price_desc')
    expect(priceRangeHref(-10, 1e12)).toBe('/search?sortBy=price_desc')
    expect(priceRangeHref('lots', '$30,000')).toBe('/search?price=..30000&sortBy=price_desc')
    expect(priceRangeHref(Number.NaN, 100)).toBe('/search?price=..5000&sortBy=price_desc')
  })
})

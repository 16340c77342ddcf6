import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { budget, budgetDefaults, budgetInput, budgetSearch } from './budget'

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

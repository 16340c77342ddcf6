import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { amountHelp, amountMaxFor, clamp, clampAmount, defaultAmount, dealerLimits, limitVariants, readNumber } from './limits'

const nonsense = fc.oneof(fc.double(), fc.string(), fc.constantFrom(Number.NaN, -1, 1e12, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, '', 'abc', '$-5', null, undefined, {}))

describe('calculator limits', () => {
  it('keeps every input in its range whatever is typed', () => {
    for (const limits of Object.values(limitVariants)) {
      for (const range of Object.values(limits)) {
        fc.assert(
          fc.property(nonsense, (value) => {
            const n = clamp(value, range)
            expect(n).toBeGreaterThanOrEqual(range.min)
            expect(n).toBeLessThanOrEqual(range.max)
          }),
        )
      }
    }
  })

  it('reads money and mileage as typed', () => {
    expect(readNumber('$25,000')).toBe(25_000)
    expect(readNumber('45,000 kms')).toBe(45_000)
    expect(readNumber('')).toBeNaN()
    expect(clamp('1e12', dealerLimits.amount)).toBe(250_000)
    expect(clamp('-3', dealerLimits.interest)).toBe(0.5)
    expect(clamp(99, dealerLimits.interest)).toBe(15)
  })

  it('sets a purchase price of zero or below to 0 and clamps the rest (§5)', () => {
    expect(clampAmount(-5, dealerLimits.amount)).toBe(0)
    expect(clampAmount('abc', dealerLimits.amount)).toBe(0)
    expect(clampAmount(400, dealerLimits.amount)).toBe(1000)
    expect(clampAmount(400, limitVariants.minimum5000.amount)).toBe(5000)
    expect(clampAmount(1e12, dealerLimits.amount)).toBe(250_000)
    expect(amountHelp(1000)).toBe('Cannot be less than 1,000 or more than $250,000')
  })

  it('has the variants of §5 and §9', () => {
    expect(limitVariants.term5.term.max).toBe(5)
    expect(dealerLimits.term).toMatchObject({ min: 1, max: 7, step: 0.5 })
    expect(limitVariants.interest7_5to14_5.interest).toMatchObject({ min: 7.5, max: 14.5 })
    expect(limitVariants.financePage.amount).toMatchObject({ min: 10_000, max: 200_000 })
    expect(amountMaxFor(200_000, dealerLimits, true)).toBe(210_000)
    expect(amountMaxFor(90_000, dealerLimits, true)).toBe(250_000)
    expect(defaultAmount(null)).toBe(30_000)
    expect(defaultAmount(42_990)).toBe(42_990)
  })
})

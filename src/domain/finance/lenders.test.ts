import { describe, expect, it } from 'vitest'
import { disclaimerPreview, eligibleLenders, hasLenderData } from './lenders'

const now = new Date('2026-11-22')
const car = { year: 2022, price: 25_000, make: 'Toyota', status: 'in_stock' }
const figures = { paymentWeek: 120, paymentMonth: 520, interestRate: 8.49, comparisonRate: 9.51 }
const names = (c: typeof car, lenders: Record<string, object>, siteExcluded = false) => eligibleLenders(c, lenders, { siteExcluded, now }).map((l) => l.provider)

describe('lender eligibility (§5)', () => {
  it.each([
    ['Taurus', car, figures, true],
    ['Taurus', { ...car, year: 2014 }, figures, false],
    ['Taurus', { ...car, year: 2015 }, figures, true],
    ['Taurus', { ...car, price: 500 }, figures, false],
    ['Taurus', { ...car, status: 'sold' }, figures, false],
    ['360 Finance', { ...car, price: 0 }, figures, true],
    ['360 Finance', { ...car, status: 'sold' }, figures, false],
    ['AusLoans', { ...car, status: 'coming_soon' }, figures, true],
    ['Manual', car, { ...figures, paymentWeek: null }, false],
    ['Angle', { ...car, price: 400 }, figures, false],
    ['Powertorque', car, figures, true],
    ['Nissan Finance', car, { ...figures, paymentMonth: null }, false],
    ['Nissan Finance', car, figures, true],
    ['Car Clarity', car, figures, true],
  ])('%s for %o', (provider, c, f, shown) => {
    expect(names(c, { [provider]: f })).toEqual(shown ? [provider] : [])
  })

  it('shows nothing without rates, for Suzuki, on an excluded site, or for unknown providers', () => {
    expect(names(car, { Taurus: { ...figures, comparisonRate: null } })).toEqual([])
    expect(names(car, { '360 Finance': { ...figures, interestRate: null } })).toEqual([])
    expect(names({ ...car, make: 'Suzuki' }, { '360 Finance': figures })).toEqual([])
    expect(names(car, { '360 Finance': figures }, true)).toEqual([])
    expect(names(car, { 'Loan Shark': figures })).toEqual([])
    expect(eligibleLenders(car, 'junk', { siteExcluded: false, now })).toEqual([])
    expect(eligibleLenders(car, null, { siteExcluded: false, now })).toEqual([])
  })

  it('cuts disclaimers at 197 characters', () => {
    expect(disclaimerPreview('x'.repeat(197))).toEqual({ preview: 'x'.repeat(197), truncated: false })
    const long = disclaimerPreview('y'.repeat(300))
    expect(long.truncated).toBe(true)
    expect(long.preview).toHaveLength(198)
  })
})

describe('hasLenderData', () => {
  it('is true only for a non-empty object of lenders', () => {
    expect(hasLenderData({ Taurus: {} })).toBe(true)
    for (const none of [null, undefined, {}, [], 'Taurus', 3]) expect(hasLenderData(none)).toBe(false)
  })
})


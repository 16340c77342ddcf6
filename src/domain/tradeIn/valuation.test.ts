import { describe, expect, it } from 'vitest'
import { onlineEstimateRefusal } from './faq'
import { estimateTradeIn, TRADE_MARGIN, type AdjustmentAnswers } from './valuation'

const good: AdjustmentAnswers = { condition: 'good', service_history: 'full', accident_history: 'no', keys: '2', finance_owing: 'no' }
const same = (price: number, n: number) => Array.from({ length: n }, () => ({ year: 2021, km: 40_000, price }))

describe('trade-in estimate', () => {
  it('offers the dealer margin of the comparable retail price for an identical car', () => {
    const estimate = estimateTradeIn({ year: 2021, kms: 40_000 }, good, same(30_000, 12))!
    expect(estimate.offer).toBe(Math.round((30_000 * TRADE_MARGIN) / 100) * 100)
    expect(estimate.confidence).toBe(0.95)
    expect(estimate.low).toBeLessThan(estimate.offer)
    expect(estimate.high).toBeGreaterThan(estimate.offer)
  })

  it('pays less for an older, further-driven car in worse condition', () => {
    const base = estimateTradeIn({ year: 2021, kms: 40_000 }, good, same(30_000, 6))!.offer
    expect(estimateTradeIn({ year: 2020, kms: 40_000 }, good, same(30_000, 6))!.offer).toBeLessThan(base)
    expect(estimateTradeIn({ year: 2021, kms: 90_000 }, good, same(30_000, 6))!.offer).toBeLessThan(base)
    expect(estimateTradeIn({ year: 2021, kms: 40_000 }, { ...good, accident_history: 'yes' }, same(30_000, 6))!.offer).toBeLessThan(base)
    expect(estimateTradeIn({ year: 2021, kms: 40_000 }, { ...good, condition: 'poor' }, same(30_000, 6))!.offer).toBeLessThan(base)
  })

  it('is less confident with few or scattered comparables and gives none below three', () => {
    expect(estimateTradeIn({ year: 2021, kms: 40_000 }, good, same(30_000, 2))).toBeNull()
    const few = estimateTradeIn({ year: 2021, kms: 40_000 }, good, same(30_000, 3))!
    const scattered = estimateTradeIn({ year: 2021, kms: 40_000 }, good, [10_000, 20_000, 30_000, 40_000, 50_000, 60_000].flatMap((p) => [{ year: 2021, km: 40_000, price: p }, { year: 2021, km: 40_000, price: p }]))!
    expect(few.confidence).toBeLessThan(0.5)
    expect(scattered.confidence).toBeLessThan(0.6)
  })

  it('ignores unpriced comparables', () => {
    expect(estimateTradeIn({ year: 2021, kms: 40_000 }, good, [...same(0, 5), ...same(500, 5)])).toBeNull()
  })
})

describe('online estimate rule (§9 FAQ)', () => {
  const now = new Date('2026-11-22')
  it('refuses cars over 7 years old or over 100,000 km', () => {
    expect(onlineEstimateRefusal({ year: 2019, kms: 50_000 }, now)).toBeNull()
    expect(onlineEstimateRefusal({ year: 2018, kms: 50_000 }, now)).toBe('too-old')
    expect(onlineEstimateRefusal({ year: 2022, kms: 100_000 }, now)).toBeNull()
    expect(onlineEstimateRefusal({ year: 2022, kms: 100_001 }, now)).toBe('too-far')
  })
})

import { describe, expect, it } from 'vitest'
import { FUEL_DEFAULTS, fuelCost, readAmount, showsFuelCalculator } from './fuel'
import { computeGauge, gaugeBand, gaugeVisible, gaugeWording } from './gauge'

describe('fuel calculator', () => {
  it('costs distance / 100 × consumption × price', () => {
    const cost = fuelCost(FUEL_DEFAULTS)
    expect(cost.weekly).toBeCloseTo(42.5)
    expect(cost.yearly).toBeCloseTo(2210)
    expect(cost.monthly).toBeCloseTo(184.17, 2)
  })

  it('reads amounts typed with $, commas and kms', () => {
    expect(readAmount('$1.85')).toBe(1.85)
    expect(readAmount('1,200 kms')).toBe(1200)
    expect(readAmount('300km')).toBe(300)
    expect(readAmount('9.5')).toBe(9.5)
    expect(readAmount('')).toBeNull()
    expect(readAmount('abc')).toBeNull()
    expect(readAmount('-5')).toBeNull()
  })

  it('is hidden for electric cars', () => {
    expect(showsFuelCalculator('electric')).toBe(false)
    expect(showsFuelCalculator('hybrid')).toBe(true)
  })
})

describe('price gauge', () => {
  const gauge = { fill: 0.7, listing_price: 30000, market_range_min: 28000, market_range_max: 34000, confidence: 0.5, description: 'x' }

  it('shows only with every figure, confidence above 0.2 and the range top not below the price', () => {
    expect(gaugeVisible(gauge)).toBe(true)
    expect(gaugeVisible({ ...gauge, confidence: 0.2 })).toBe(false)
    expect(gaugeVisible({ ...gauge, market_range_max: 29999 })).toBe(false)
    expect(gaugeVisible({ ...gauge, fill: undefined })).toBe(false)
    expect(gaugeVisible(null)).toBe(false)
  })

  it('words and colours the fill', () => {
    expect(gaugeWording(0.64)).toBe('Good Deal')
    expect(gaugeWording(0.65)).toBe('Great Deal')
    expect([gaugeBand(0.29), gaugeBand(0.3), gaugeBand(0.59), gaugeBand(0.6)]).toEqual(['low', 'mid', 'mid', 'high'])
  })

  it('computes the range from comparable prices and fills more the cheaper the listing', () => {
    const comparables = [25000, 26000, 27000, 28000, 29000, 30000, 31000, 32000, 33000, 34000, 35000]
    const cheap = computeGauge(26000, comparables)!
    const dear = computeGauge(34500, comparables)!
    expect(cheap.market_range_min).toBe(26000)
    expect(cheap.market_range_max).toBe(34000)
    expect(cheap.fill).toBe(1)
    expect(dear.fill).toBe(0)
    expect(cheap.confidence).toBeGreaterThan(0.2)
    expect(computeGauge(30000, [30000, 31000])).toBeNull()
    expect(computeGauge(0, comparables)).toBeNull()
  })
})

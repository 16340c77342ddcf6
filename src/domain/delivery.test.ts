import { describe, expect, it } from 'vitest'
import { deliveryEstimate, distanceKm, type DeliveryPricing } from './delivery'

const hamilton = { lat: -27.4385, long: 153.0721 }
const sydney = { lat: -33.868, long: 151.209, state: 'NSW', name: 'Sydney' }
const ascot = { lat: -27.432, long: 153.062, state: 'QLD', name: 'Ascot' }
const perth = { lat: -31.95, long: 115.86, state: 'WA', name: 'Perth' }

describe('distanceKm', () => {
  it('measures great-circle distance with an Earth radius of 6371 km', () => {
    expect(distanceKm(hamilton, sydney)).toBeGreaterThan(720)
    expect(distanceKm(hamilton, sydney)).toBeLessThan(745)
    expect(distanceKm(hamilton, hamilton)).toBe(0)
  })
})

describe('deliveryEstimate', () => {
  const byDistance: DeliveryPricing = { mode: 'distance', baseFee: 150, perKm: 1.2, freeWithinKm: 20, maxKm: 2000 }

  it('prices by distance past a free radius, in whole tens of dollars', () => {
    const estimate = deliveryEstimate(byDistance, hamilton, sydney)!
    expect(estimate.region).toBe('Sydney, NSW')
    expect(estimate.distanceKm).toBe(Math.round(distanceKm(hamilton, sydney)))
    expect(estimate.price % 10).toBe(0)
    expect(estimate.price).toBeGreaterThan(150 + 700 * 1.2)
    expect(deliveryEstimate(byDistance, hamilton, ascot)).toMatchObject({ price: 0 })
  })

  it('gives no estimate past the longest distance, without a car location, or when delivery is off', () => {
    expect(deliveryEstimate(byDistance, hamilton, perth)).toBeNull()
    expect(deliveryEstimate(byDistance, null, sydney)).toBeNull()
    expect(deliveryEstimate({ mode: 'off' }, hamilton, sydney)).toBeNull()
  })

  it('prices by state where the dealer sets regions', () => {
    const byRegion: DeliveryPricing = { mode: 'region', regions: [{ state: 'NSW', price: 890 }] }
    expect(deliveryEstimate(byRegion, null, sydney)).toEqual({ region: 'Sydney, NSW', price: 890, distanceKm: null })
    expect(deliveryEstimate(byRegion, null, perth)).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { carSlug } from './carSlug'

describe('carSlug', () => {
  it('joins year, make, model, badge and stock number into lower-case dashed words', () => {
    expect(carSlug({ year: 2022, make: 'Toyota', model: 'Corolla', badge: 'Ascent Sport', stocknum: 'HT1234' })).toBe(
      '2022-toyota-corolla-ascent-sport-ht1234',
    )
  })

  it('drops missing parts and strips accents and punctuation', () => {
    expect(carSlug({ make: 'Citroën', model: 'C5 Aircross', badge: null, stocknum: 'A/1' })).toBe('citroen-c5-aircross-a-1')
  })
})

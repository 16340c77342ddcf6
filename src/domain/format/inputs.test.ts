import { describe, expect, it } from 'vitest'
import { largeMoneyPresets, mileageText, moneyPresets, moneyText } from './inputs'

describe('typed numbers read back', () => {
  it.each([
    ['45000', '45,000 kms'],
    ['45,000', '45,000 kms'],
    ['45000 kms', '45,000 kms'],
    ['45,000kms', '45,000 kms'],
    ['0', '0 kms'],
  ])('mileage %j reads %j', (typed, shown) => {
    expect(mileageText(typed)).toBe(shown)
  })

  it.each([
    ['25000', '25,000'],
    ['$25,000', '25,000'],
    ['1234567.6', '1,234,568'],
  ])('money %j reads %j', (typed, shown) => {
    expect(moneyText(typed)).toBe(shown)
  })

  it.each(['', 'lots', '-5', '1e12', '12abc'])('leaves %j for the field message to explain', (typed) => {
    expect(moneyText(typed)).toBe(typed)
    expect(mileageText(typed)).toBe(typed)
  })

  it('offers the spec presets in order', () => {
    expect(moneyPresets).toEqual([5000, 10000, 15000, 20000, 25000, 30000, 40000, 50000, 70000])
    expect(largeMoneyPresets).toEqual([300000, 400000, 500000, 600000, 700000, 800000])
  })
})

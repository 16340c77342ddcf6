import { describe, expect, it } from 'vitest'
import { DEFAULT_PRIZES, landingRotation, pickPrize, wheelPrizes } from './spinToWin'

describe('pickPrize', () => {
  const prizes = [{ label: 'A', weight: 1 }, { label: 'B', weight: 0 }, { label: 'C', weight: 3 }]

  it('lands by weight and never on a zero weight', () => {
    expect(pickPrize(prizes, 0)).toBe(0)
    expect(pickPrize(prizes, 0.2499)).toBe(0)
    expect(pickPrize(prizes, 0.25)).toBe(2)
    expect(pickPrize(prizes, 0.9999)).toBe(2)
    const counts = [0, 0, 0]
    for (let i = 0; i < 4000; i++) counts[pickPrize(prizes, i / 4000)]! += 1
    expect(counts).toEqual([1000, 0, 3000])
  })

  it('lands on nothing when nothing can be won', () => {
    expect(pickPrize([{ label: 'A', weight: 0 }], 0.5)).toBe(-1)
    expect(pickPrize([], 0.5)).toBe(-1)
  })
})

describe('wheelPrizes', () => {
  it("uses the website's labelled prizes, else the defaults", () => {
    expect(wheelPrizes([{ label: '  Free tint ', weight: null }, { label: ' ' }])).toEqual([{ label: 'Free tint', weight: 1 }])
    expect(wheelPrizes([])).toBe(DEFAULT_PRIZES)
    expect(wheelPrizes(null)).toBe(DEFAULT_PRIZES)
  })
})

describe('landingRotation', () => {
  it('stops the middle of the prize under the pointer', () => {
    expect(landingRotation(0, 4, 0)).toBe(315)
    expect(landingRotation(3, 4, 1) % 360).toBe(45)
  })
})

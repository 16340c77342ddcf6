import { describe, expect, it } from 'vitest'
import { compareIds, toggleCompare } from './compare'

describe('compare', () => {
  it('reads up to three distinct ids from the URL and ignores the rest', () => {
    expect(compareIds('3,1,3,x,-2,9,12')).toEqual([3, 1, 9])
    expect(compareIds(['5', '6'])).toEqual([5, 6])
    expect(compareIds(undefined)).toEqual([])
    expect(compareIds("1' OR 1=1")).toEqual([])
  })

  it('toggles a car and keeps the newest three', () => {
    expect(toggleCompare([1, 2], 2)).toEqual([1])
    expect(toggleCompare([1, 2, 3], 4)).toEqual([2, 3, 4])
  })
})

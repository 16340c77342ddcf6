import { describe, expect, it } from 'vitest'
import { ResultCache } from './resultCache'

describe('ResultCache', () => {
  it('evicts the oldest entry first once full', () => {
    const cache = new ResultCache<number>(2)
    cache.set('a', 1)
    cache.set('b', 2)
    cache.set('c', 3)
    expect(cache.get('a')).toBeUndefined()
    expect(cache.get('b')).toBe(2)
    expect(cache.get('c')).toBe(3)
    expect(cache.size).toBe(2)
  })

  it('treats a re-set key as new, and caches nothing with capacity 0', () => {
    const cache = new ResultCache<number>(2)
    cache.set('a', 1)
    cache.set('b', 2)
    cache.set('a', 9)
    cache.set('c', 3)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBe(9)
    const none = new ResultCache<number>(0)
    none.set('a', 1)
    expect(none.get('a')).toBeUndefined()
  })
})

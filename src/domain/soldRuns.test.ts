import { describe, expect, it } from 'vitest'
import { collapseSoldRuns } from './soldRuns'

const cars = (statuses: string) => statuses.split('').map((s, id) => ({ id, status: s === 'S' ? 'sold' : 'in_stock' }))
const ids = (list: Array<{ id: number }>) => list.map((c) => c.id)

describe('collapseSoldRuns', () => {
  it('keeps the first sold car of each run and every unsold car', () => {
    expect(ids(collapseSoldRuns(cars('ISSSIS')))).toEqual([0, 1, 4, 5])
    expect(ids(collapseSoldRuns(cars('SSIISS')))).toEqual([0, 2, 3, 4])
  })

  it('shows every car when all are sold, and nothing changes without sold cars', () => {
    expect(ids(collapseSoldRuns(cars('SSS')))).toEqual([0, 1, 2])
    expect(ids(collapseSoldRuns(cars('III')))).toEqual([0, 1, 2])
    expect(collapseSoldRuns([])).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { DIRECTORY_PAGE_SIZE, directoryPage, directoryParamsSchema } from './directory'

const models = Array.from({ length: 50 }, (_, i) => `Make${i % 5} Model ${i}`)

describe('directory search', () => {
  it('matches every typed word, case-insensitively', () => {
    const result = directoryPage(models, (m) => m, { search: 'MAKE2 model 3', page: 1 })
    expect(result.items).toEqual(['Make2 Model 32', 'Make2 Model 37'])
  })

  it('pages by 21 and keeps the page within range', () => {
    expect(directoryPage(models, (m) => m, { search: '', page: 1 }).items).toHaveLength(DIRECTORY_PAGE_SIZE)
    expect(directoryPage(models, (m) => m, { search: '', page: 3 })).toMatchObject({ page: 3, pages: 3, count: 50 })
    expect(directoryPage(models, (m) => m, { search: '', page: 9 }).page).toBe(3)
  })

  it('reads its own parameters forgivingly', () => {
    expect(directoryParamsSchema.parse({ search: '  cx   5 ', page: 'x' })).toEqual({ search: 'cx 5', page: 1 })
    expect(directoryParamsSchema.parse({ search: ['a'], page: '2' })).toEqual({ search: '', page: 2 })
  })
})

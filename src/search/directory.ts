import { z } from 'zod'

/** §9: manufacturer/model and dealership directory searches show 21 per page. */
export const DIRECTORY_PAGE_SIZE = 21

export const directoryParamsSchema = z.object({
  search: z
    .string()
    .transform((s) => s.replace(/\s+/g, ' ').trim().slice(0, 100))
    .catch(''),
  page: z.coerce.number().int().min(1).max(1000).catch(1),
})

/** Filters a directory (models, makes, dealerships) by the words typed, then pages it. */
export function directoryPage<T>(items: T[], label: (item: T) => string, options: { search: string; page: number }) {
  const words = options.search.toLowerCase().split(' ').filter(Boolean)
  const matching = words.length ? items.filter((item) => words.every((w) => label(item).toLowerCase().includes(w))) : items
  const pages = Math.max(1, Math.ceil(matching.length / DIRECTORY_PAGE_SIZE))
  const page = Math.min(options.page, pages)
  return { items: matching.slice((page - 1) * DIRECTORY_PAGE_SIZE, page * DIRECTORY_PAGE_SIZE), count: matching.length, page, pages }
}

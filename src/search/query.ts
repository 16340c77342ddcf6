import { z } from 'zod'
import { rangeFacets, sortKeys, valueFacets, type RangeFacet, type SortKey, type ValueFacet } from './facets'

export type Range = { min: number | null; max: number | null }

/** One stock search: what the URL says, parsed and bounded. The website and page size come from the host. */
export type StockQuery = {
  text: string
  filters: Partial<Record<ValueFacet, string[]>>
  ranges: Partial<Record<RangeFacet, Range>>
  certified: boolean
  sort: SortKey
  page: number
}

export const MAX_TEXT = 200
export const MAX_PAGE = 1000
const MAX_VALUES = 20
const MAX_VALUE_LENGTH = 100

export const emptyQuery: StockQuery = { text: '', filters: {}, ranges: {}, certified: false, sort: 'relevance', page: 1 }

const value = z.string().trim().min(1, 'Empty value.').max(MAX_VALUE_LENGTH, `At most ${MAX_VALUE_LENGTH} characters.`)
const bound = z
  .string()
  .regex(/^\d{0,12}(?:\.\d{1,2})?$/, 'Use numbers, e.g. 10000..50000.')
  .transform((s) => (s === '' ? null : Number(s)))

/** `10000..50000`, `..50000` or `10000..`; the bounds may come in either order. */
const rangeSchema = z
  .string()
  .max(40)
  .regex(/^[^.]*\.\.[^.]*$/, 'Use min..max, e.g. 10000..50000.')
  .transform((s) => s.split('..'))
  .pipe(z.tuple([bound, bound]))
  .transform(([a, b]): Range => (a !== null && b !== null && a > b ? { min: b, max: a } : { min: a, max: b }))

const textSchema = z
  .string()
  .max(MAX_TEXT * 50, 'Search text is too long.')
  .transform((s) => s.replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT))

const pageSchema = z.coerce.number({ message: 'Page must be a number.' }).int('Page must be a whole number.').min(1, 'Page starts at 1.').max(MAX_PAGE, `Page is at most ${MAX_PAGE}.`)

export type QueryIssues = Record<string, string>

/**
 * Parses URL parameters into a StockQuery. `strict` (the JSON API) reports every bad parameter;
 * pages drop bad parameters instead, so a mangled link still shows stock.
 */
export function parseStockQuery(params: URLSearchParams): { query: StockQuery; issues: QueryIssues } {
  const issues: QueryIssues = {}
  const query: StockQuery = { text: '', filters: {}, ranges: {}, certified: false, sort: 'relevance', page: 1 }

  const single = (key: string) => params.getAll(key).at(-1)

  const text = single('query')
  if (text !== undefined) {
    const parsed = textSchema.safeParse(text)
    if (parsed.success) query.text = parsed.data
    else issues.query = parsed.error.issues[0].message
  }

  const page = single('page')
  if (page !== undefined) {
    const parsed = pageSchema.safeParse(page)
    if (parsed.success) query.page = parsed.data
    else issues.page = parsed.error.issues[0].message
  }

  const sort = single('sortBy')
  if (sort !== undefined) {
    if ((sortKeys as readonly string[]).includes(sort)) query.sort = sort as SortKey
    else issues.sortBy = `Sort by one of ${sortKeys.join(', ')}.`
  }

  for (const facet of valueFacets) {
    const raw = params.getAll(facet)
    if (!raw.length) continue
    if (raw.length > MAX_VALUES) {
      issues[facet] = `At most ${MAX_VALUES} values.`
      continue
    }
    const parsed = z.array(value).safeParse(raw)
    if (parsed.success) query.filters[facet] = [...new Set(parsed.data)]
    else issues[facet] = parsed.error.issues[0].message
  }

  for (const facet of rangeFacets) {
    // Forms without JavaScript send {facet}_min and {facet}_max; links use {facet}=min..max.
    const fromForm = params.has(`${facet}_min`) || params.has(`${facet}_max`)
    const raw = fromForm ? `${single(`${facet}_min`) ?? ''}..${single(`${facet}_max`) ?? ''}` : single(facet)
    if (raw === undefined || raw === '' || raw === '..') continue
    const parsed = rangeSchema.safeParse(raw)
    if (parsed.success && (parsed.data.min !== null || parsed.data.max !== null)) query.ranges[facet] = parsed.data
    else if (!parsed.success) issues[facet] = parsed.error.issues[0].message
  }

  const certified = single('certified')
  if (certified !== undefined) {
    if (certified === 'true') query.certified = true
    else if (certified !== 'false') issues.certified = 'Use true or false.'
  }

  const known = new Set<string>([
    'query',
    'page',
    'sortBy',
    'certified',
    ...valueFacets,
    ...rangeFacets.flatMap((f) => [f, `${f}_min`, `${f}_max`]),
  ])
  for (const key of params.keys()) if (!known.has(key) && !key.startsWith('utm_')) issues[key] ??= 'Unknown parameter.'

  return { query, issues }
}

/** The canonical URL parameters for a query: stable order, defaults left out, page 1 left out. */
export function stockQueryParams(query: StockQuery): URLSearchParams {
  const params = new URLSearchParams()
  if (query.text) params.set('query', query.text)
  for (const facet of valueFacets) for (const v of query.filters[facet] ?? []) params.append(facet, v)
  for (const facet of rangeFacets) {
    const range = query.ranges[facet]
    if (range && (range.min !== null || range.max !== null)) params.set(facet, `${range.min ?? ''}..${range.max ?? ''}`)
  }
  if (query.certified) params.set('certified', 'true')
  if (query.sort !== 'relevance') params.set('sortBy', query.sort)
  if (query.page > 1) params.set('page', String(query.page))
  return params
}

/** A change to the search (filter, text, sort) always goes back to page 1 (§4). */
export function changeQuery(query: StockQuery, change: Partial<Omit<StockQuery, 'page'>>): StockQuery {
  return { ...query, ...change, page: 1 }
}

export function toggleFilter(query: StockQuery, facet: ValueFacet, v: string): StockQuery {
  const current = query.filters[facet] ?? []
  const next = current.includes(v) ? current.filter((x) => x !== v) : [...current, v]
  const filters = { ...query.filters, [facet]: next }
  if (!next.length) delete filters[facet]
  return changeQuery(query, { filters })
}

export function setRange(query: StockQuery, facet: RangeFacet, range: Range | null): StockQuery {
  const ranges = { ...query.ranges }
  if (range && (range.min !== null || range.max !== null)) ranges[facet] = range
  else delete ranges[facet]
  return changeQuery(query, { ranges })
}

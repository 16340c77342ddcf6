import { redirect } from 'next/navigation'
import { parseStockQuery, stockQueryParams, type StockQuery } from './query'

/** Next.js hands search parameters over as a record; the codec reads URLSearchParams. */
export function toUrlSearchParams(record: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(record)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, v)
  }
  return params
}

/**
 * The query a search page shows. Pages drop parameters they cannot read, so a mangled link still
 * shows stock (the JSON API refuses them instead). A plain range form sends price_min/price_max;
 * the shopper is sent on to the one canonical URL, price=min..max.
 */
export function pageQuery(record: Record<string, string | string[] | undefined>, path: string): StockQuery {
  const raw = toUrlSearchParams(record)
  const { query } = parseStockQuery(raw)
  if ([...raw.keys()].some((key) => /_(min|max)$/.test(key))) {
    const canonical = stockQueryParams(query).toString()
    redirect(canonical ? `${path}?${canonical}` : path)
  }
  return query
}

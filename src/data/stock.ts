import type { Website } from '@/payload-types'
import { stockSearchFor } from '@/search/adapters'
import type { StockSearchResult } from '@/search/port'
import { stockQueryParams, type StockQuery } from '@/search/query'
import { ResultCache } from '@/search/resultCache'
import { stockScope } from '@/search/scope'
import { stockVersion } from '@/search/stockVersion'
import { payloadClient } from './payload'
import { featureEnabled } from './website'

const DEFAULT_CACHE_SIZE = 50
const store = globalThis as typeof globalThis & { __forecourtSearchCaches?: Map<number, ResultCache<StockSearchResult>> }
const caches = (store.__forecourtSearchCaches ??= new Map())

function cacheFor(website: Website): ResultCache<StockSearchResult> {
  let cache = caches.get(website.id)
  if (!cache) {
    cache = new ResultCache(website.search?.resultCacheSize ?? DEFAULT_CACHE_SIZE)
    caches.set(website.id, cache)
  }
  return cache
}

/** Sold cars leave search by the minute, so one minute's searches can share a cached answer. */
function thisMinute(): Date {
  const now = Date.now()
  return new Date(now - (now % 60_000))
}

/**
 * Searches a website's stock: the deployment's adapter, the website's visibility rules and page
 * size, and the §9 result cache keyed by the website's stock version (a saved car shows at once).
 */
export async function searchStock(website: Website, query: StockQuery, options: { pageSize?: number } = {}): Promise<StockSearchResult> {
  const payload = await payloadClient()
  const scope = stockScope(website, { now: thisMinute(), priceAscExcludesZero: await featureEnabled(website, 'priceAscExcludesZero') })
  const pageSize = options.pageSize ?? scope.pageSize
  const version = await stockVersion(payload, website.id)
  const key = `${version}|${scope.now.getTime()}|${pageSize}|${stockQueryParams(query).toString()}`
  const cache = cacheFor(website)
  const cached = cache.get(key)
  if (cached) return cached
  const result = await stockSearchFor(payload).search(query, scope, { pageSize })
  cache.set(key, result)
  return result
}

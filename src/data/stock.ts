import { unstable_cache } from 'next/cache'
import type { Website } from '@/payload-types'
import { stockSearchFor } from '@/search/adapters'
import type { StockSearchResult } from '@/search/port'
import { emptyQuery, stockQueryParams, type StockQuery } from '@/search/query'
import { ResultCache } from '@/search/resultCache'
import { stockScope } from '@/search/scope'
import type { SearchVocabulary } from '@/search/searchPaths'
import { stockVersion } from '@/search/stockVersion'
import { itemTypes, simpleBodies } from '@collections/Cars/options'
import { stockTag, websiteTag } from './cacheTags'
import { payloadClient } from './payload'
import { featureEnabled } from './website'

const DEFAULT_CACHE_SIZE = 50
type Caches = { fresh: ResultCache<StockSearchResult>; lastGood: ResultCache<StockSearchResult> }
const store = globalThis as typeof globalThis & { __forecourtSearchCaches?: Map<number, Caches> }
const caches = (store.__forecourtSearchCaches ??= new Map())

function cachesFor(website: Website): Caches {
  let found = caches.get(website.id)
  if (!found) {
    const size = website.search?.resultCacheSize ?? DEFAULT_CACHE_SIZE
    found = { fresh: new ResultCache(size), lastGood: new ResultCache(size) }
    caches.set(website.id, found)
  }
  return found
}

/** Sold cars leave search by the minute, so one minute's searches can share a cached answer. */
function thisMinute(): Date {
  const now = Date.now()
  return new Date(now - (now % 60_000))
}

export type StockSearchOutcome = StockSearchResult & { stale: boolean }

type SearchOptions = { pageSize?: number; specialsOnly?: boolean }

/**
 * Searches a website's stock: the deployment's adapter, the website's visibility rules and page
 * size, and the §9 result cache keyed by the website's stock version, so a saved car shows on the
 * next search. When the search engine fails, the last good answer for the same search is served
 * (§8 "last good hits stay on screen"), marked stale.
 */
export async function searchStock(website: Website, query: StockQuery, options: SearchOptions = {}): Promise<StockSearchOutcome> {
  const payload = await payloadClient()
  const scope = stockScope(website, {
    now: thisMinute(),
    priceAscExcludesZero: await featureEnabled(website, 'priceAscExcludesZero'),
    specialsOnly: options.specialsOnly,
  })
  const pageSize = options.pageSize ?? scope.pageSize
  const searchKey = `${options.specialsOnly ? 'specials' : 'all'}|${pageSize}|${stockQueryParams(query).toString()}`
  const { fresh, lastGood } = cachesFor(website)
  try {
    const key = `${await stockVersion(payload, website.id)}|${scope.now.getTime()}|${searchKey}`
    const cached = fresh.get(key)
    if (cached) return { ...cached, stale: false }
    const result = await stockSearchFor(payload).search(query, scope, { pageSize })
    fresh.set(key, result)
    lastGood.set(searchKey, result)
    return { ...result, stale: false }
  } catch (error) {
    const previous = lastGood.get(searchKey)
    payload.logger.error({ err: error, msg: `Stock search failed for website ${website.id}${previous ? '; serving the last good result' : ''}` })
    if (previous) return { ...previous, stale: true }
    throw error
  }
}

/**
 * searchStock for pages rendered once and cached (the parameterless search routes): tagged with the
 * website's stock and the website itself, so saving a car or the website's settings (name, theme,
 * search rules) expires the cached page along with the answer.
 */
export function searchStockForCachedPage(website: Website, query: StockQuery, options: SearchOptions = {}): Promise<StockSearchOutcome> {
  const key = [String(website.id), stockQueryParams(query).toString(), String(options.specialsOnly ?? false), String(options.pageSize ?? '')]
  return unstable_cache(() => searchStock(website, query, options), key, { tags: [stockTag(website.id), websiteTag(website.id)], revalidate: 300 })()
}

/** What the search paths can name on this website: makes and models in stock, bodies, places. */
export async function searchVocabulary(website: Website): Promise<SearchVocabulary> {
  const payload = await payloadClient()
  const namesAndSlugs = (collection: 'locations' | 'dealerships') =>
    payload.find({
      collection,
      overrideAccess: false,
      context: { websiteId: website.id },
      where: { tenant: { equals: website.id } },
      limit: 200,
      depth: 0,
      pagination: false,
      select: { slug: true, name: true },
    })
  const [all, locations, dealerships] = await Promise.all([searchStock(website, emptyQuery), namesAndSlugs('locations'), namesAndSlugs('dealerships')])
  return {
    makes: (all.facets.make ?? []).map((f) => f.value),
    makeModels: (all.facets.make_model ?? []).map((f) => f.value),
    bodies: simpleBodies,
    itemTypes,
    locations: locations.docs.map((l) => ({ slug: l.slug!, name: l.name })),
    dealerships: dealerships.docs.map((d) => ({ slug: d.slug!, name: d.name })),
    usedLabel: website.copy?.usedLabel,
  }
}

import type { Payload } from 'payload'
import type { StockIndex, StockSearch } from '../../port'
import { typesenseClient, type TypesenseConfig } from './client'
import { carDocument, typesenseFields, type CarRow } from './document'
import { fromMultiSearch, toMultiSearch } from './translate'

export function typesenseStockSearch(config: TypesenseConfig): StockSearch {
  const client = typesenseClient(config)
  return {
    name: 'typesense',
    async search(query, scope, options = {}) {
      const started = performance.now()
      const pageSize = options.pageSize ?? scope.pageSize
      const { searches } = toMultiSearch(query, scope, pageSize)
      const { results } = await client.multiSearch<Parameters<typeof fromMultiSearch>[0][number]>(
        searches.map((s) => ({ ...s, collection: config.alias })),
      )
      return fromMultiSearch(results, query.page, pageSize, Math.round((performance.now() - started) * 10) / 10)
    },
  }
}

export function collectionSchema(name: string) {
  return { name, fields: typesenseFields, default_sorting_field: 'created_at_timestamp' }
}

const MAX_ATTEMPTS = 6

/**
 * Keeps Typesense in step with saves without making a save wait: ids are queued, loaded and sent
 * in batches after the response, and retried with backoff. What still fails is logged; `npm run
 * reindex` rebuilds everything.
 */
export function typesenseIndex(config: TypesenseConfig, payload: Payload): StockIndex & { drain(): Promise<void> } {
  const client = typesenseClient(config)
  const pendingUpserts = new Set<number>()
  const pendingRemovals = new Set<number>()
  let running: Promise<void> | null = null

  async function flush(attempt = 1): Promise<void> {
    const upserts = [...pendingUpserts]
    const removals = [...pendingRemovals]
    pendingUpserts.clear()
    pendingRemovals.clear()
    try {
      if (upserts.length) {
        const cars = await payload.find({ collection: 'cars', where: { id: { in: upserts } }, depth: 0, limit: upserts.length, pagination: false })
        await client.importDocuments(config.alias, cars.docs.map((car) => carDocument(car as unknown as CarRow)))
      }
      for (const id of removals) await client.deleteDocument(config.alias, String(id))
    } catch (error) {
      upserts.forEach((id) => pendingUpserts.add(id))
      removals.forEach((id) => pendingRemovals.add(id))
      if (attempt >= MAX_ATTEMPTS) {
        console.error(`[typesense] sync failed after ${attempt} attempts; run npm run reindex.`, error)
        pendingUpserts.clear()
        pendingRemovals.clear()
        return
      }
      await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** attempt))
      return flush(attempt + 1)
    }
    if (pendingUpserts.size || pendingRemovals.size) return flush()
  }

  function schedule() {
    running ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => flush()).finally(() => {
      running = null
    })
  }

  return {
    async upsert(ids) {
      ids.forEach((id) => {
        pendingRemovals.delete(id)
        pendingUpserts.add(id)
      })
      schedule()
    },
    async remove(ids) {
      ids.forEach((id) => {
        pendingUpserts.delete(id)
        pendingRemovals.add(id)
      })
      schedule()
    },
    async drain() {
      while (running) await running
    },
  }
}

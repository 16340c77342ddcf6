import type { Payload } from 'payload'
import type { StockIndex, StockSearch } from '../port'
import { postgresStockSearch } from './postgres'
import { typesenseConfigFromEnv } from './typesense/client'
import { typesenseIndex, typesenseStockSearch } from './typesense'

const store = globalThis as typeof globalThis & { __forecourtStockIndex?: StockIndex | null }

/** The search adapter for this deployment: Typesense when TYPESENSE_URL is set, else PostgreSQL. */
export function stockSearchFor(payload: Payload): StockSearch {
  const typesense = typesenseConfigFromEnv()
  return typesense ? typesenseStockSearch(typesense) : postgresStockSearch(payload)
}

/** The external index to keep in step with saves, or null when search reads PostgreSQL directly. */
export function stockIndex(payload: Payload): StockIndex | null {
  if (store.__forecourtStockIndex === undefined) {
    const typesense = typesenseConfigFromEnv()
    store.__forecourtStockIndex = typesense ? typesenseIndex(typesense, payload) : null
  }
  return store.__forecourtStockIndex
}

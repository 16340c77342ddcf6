/**
 * npm run reindex: rebuilds the Typesense stock index with no downtime. Every car goes into a new
 * collection; the alias (TYPESENSE_COLLECTION, default "cars") then switches to it in one step and
 * the old collection is dropped. Searches keep hitting the old collection until the switch.
 */
import { getPayload } from 'payload'
import config from '../payload.config'
import { collectionSchema } from '../src/search/adapters/typesense'
import { typesenseClient, typesenseConfigFromEnv } from '../src/search/adapters/typesense/client'
import { carDocument, type CarRow } from '../src/search/adapters/typesense/document'

const BATCH = 1000
const settings = typesenseConfigFromEnv()
if (!settings) {
  console.error('[reindex] TYPESENSE_URL is not set: search reads PostgreSQL directly and needs no index.')
  process.exit(2)
}
const client = typesenseClient({ ...settings, timeoutMs: 60_000 })
const payload = await getPayload({ config })
const started = Date.now()
const target = `${settings.alias}_${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`
const previous = await client.getAlias(settings.alias)

await client.createCollection(collectionSchema(target))
let page = 1
let written = 0
for (;;) {
  const batch = await payload.find({ collection: 'cars', depth: 0, limit: BATCH, page, sort: 'id' })
  if (!batch.docs.length) break
  const result = await client.importDocuments(target, batch.docs.map((car) => carDocument(car as unknown as CarRow)))
  const failed = result.split('\n').filter((line) => line && !line.includes('"success":true'))
  if (failed.length) throw new Error(`[reindex] ${failed.length} documents failed, first: ${failed[0]}`)
  written += batch.docs.length
  if (!batch.hasNextPage) break
  page++
}
await client.setAlias(settings.alias, target)
if (previous && previous.collection_name !== target) await client.deleteCollection(previous.collection_name)
console.log(`[reindex] ${written} cars into ${target}; alias ${settings.alias} switched in ${((Date.now() - started) / 1000).toFixed(1)} s`)
process.exit(0)

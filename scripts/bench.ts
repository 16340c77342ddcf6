/**
 * npm run bench: seeds its own 50,000-car data set (one website holding 20,000) into a fresh
 * embedded PostgreSQL, then measures
 *   1. the StockSearch port (PostgreSQL adapter, no cache) on a realistic query mix,
 *   2. /search/used-cars from the production server under 16 concurrent clients,
 *   3. the time from saving a price in Payload to that price in search results;
 *   4. the time from publishing (and editing) a page to it showing on the website.
 * Every request goes to 127.0.0.1; every loop is bounded.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { getPayload } from 'payload'
import config from '../payload.config'
import { postgresStockSearch } from '../src/search/adapters/postgres'
import { parseStockQuery, type StockQuery } from '../src/search/query'
import { stockScope } from '../src/search/scope'
import { seedDemo } from '../tenants/demo/seedDemo'
import { seededRandom } from '../tenants/demo/random'
import { localRequest } from './lib/localHttp'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.BENCH_PORT)
const TOTAL_CARS = 50_000
const QUERIES = 300
const CLIENTS = 16
const REQUESTS = 1600

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

const summary = (values: number[]) => ({
  n: values.length,
  p50: Math.round(percentile(values, 50) * 10) / 10,
  p95: Math.round(percentile(values, 95) * 10) / 10,
  max: Math.round(Math.max(...values) * 10) / 10,
})

const payload = await getPayload({ config })
const seedStarted = Date.now()
await seedDemo(payload, {
  cars: TOTAL_CARS,
  shares: { 'summit-auto-group': 0.4, 'harbour-toyota': 0.4, 'coastal-caravans': 0.2 },
  adminEmail: 'bench@forecourt.example',
  password: 'bench-password-1',
})
const seedSeconds = (Date.now() - seedStarted) / 1000
const website = (await payload.find({ collection: 'websites', where: { slug: { equals: 'summit-auto-group' } }, limit: 1 })).docs[0]
const carsOfSite = await payload.count({ collection: 'cars', where: { tenant: { equals: website.id } } })
console.log(`[bench] seeded ${TOTAL_CARS} cars in ${seedSeconds.toFixed(1)} s; ${website.name} holds ${carsOfSite.totalDocs}`)

// 1. Port level: text + 2 filters + price range + sort + every facet, as a shopper would combine them.
const adapter = postgresStockSearch(payload)
const scope = stockScope(website, { now: new Date(), priceAscExcludesZero: true })
const everything = await adapter.search(parseStockQuery(new URLSearchParams()).query, scope)
const random = seededRandom(42)
const words = (everything.facets.make_model ?? []).flatMap((f) => f.value.split(' ')).filter((w) => w.length > 2)
const pick = (facet: keyof typeof everything.facets) => random.pick(everything.facets[facet] ?? [{ value: 'x', count: 0 }]).value
const sorts = ['relevance', 'latest', 'price_desc', 'price_asc']
const mix: StockQuery[] = Array.from({ length: QUERIES }, () => {
  const params = new URLSearchParams()
  params.set('query', random.pick(words).toLowerCase())
  const filters = ['body', 'fuel', 'transmission', 'colour', 'car_type', 'drive', 'state'] as const
  const first = random.pick(filters)
  const second = random.pick(filters.filter((f) => f !== first))
  params.append(first, pick(first))
  params.append(second, pick(second))
  const low = random.int(0, 6) * 10_000
  params.set('price', `${low}..${low + random.int(2, 8) * 10_000}`)
  params.set('sortBy', random.pick(sorts))
  params.set('page', String(random.int(1, 2)))
  return parseStockQuery(params).query
})
const filterOnly = mix.map((q) => ({ ...q, text: '' }))
const time = async (queries: StockQuery[]) => {
  const times: number[] = []
  for (const q of queries.slice(0, 20)) await adapter.search(q, scope)
  for (const q of queries) {
    const started = performance.now()
    await adapter.search(q, scope)
    times.push(performance.now() - started)
  }
  return summary(times)
}
const portMix = await time(mix)
const portFilters = await time(filterOnly)
const portAll = await time(Array.from({ length: 30 }, () => parseStockQuery(new URLSearchParams('car_type=used')).query))
console.log('[bench] port, text + 2 filters + price + sort + facets', portMix)
console.log('[bench] port, 2 filters + price + sort + facets (no text)', portFilters)
console.log('[bench] port, all used stock, no filters', portAll)

// 2. Server: the production build against this database.
const server = spawn(path.join(root, 'node_modules', '.bin', 'next'), ['start', '--port', String(port)], { cwd: root, env: process.env, stdio: 'ignore' })
const host = 'summit-auto-group.localhost'
const get = (url: string) => localRequest(port, host, url)
for (let i = 0; i < 240; i++) {
  const ok = await get('/').then((r) => r.status === 200, () => false)
  if (ok) break
  await new Promise((r) => setTimeout(r, 250))
}
async function load(paths: string[]) {
  const times: number[] = []
  let next = 0
  let errors = 0
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < paths.length) {
        const url = paths[next++]
        const started = performance.now()
        const response = await get(url).catch(() => null)
        if (response?.status !== 200) errors++
        times.push(performance.now() - started)
      }
    }),
  )
  return { ...summary(times), errors }
}
for (let i = 0; i < 3; i++) await get('/search/used-cars')
const serverSame = await load(Array.from({ length: REQUESTS }, () => '/search/used-cars'))
const serverVaried = await load(
  Array.from({ length: 400 }, (_, i) => `/search/used-cars?make=${encodeURIComponent(pick('make'))}&price=..${(i % 20) * 5000 + 20000}&sortBy=${random.pick(sorts)}`),
)
console.log(`[bench] server /search/used-cars, ${CLIENTS} clients`, serverSame)
console.log(`[bench] server /search/used-cars with varied filters (mostly uncached), ${CLIENTS} clients`, serverVaried)

// 3. Save a price in Payload (REST, as staff) and poll search until it shows.
const login = JSON.parse(
  (await localRequest(port, host, '/api/users/login', { method: 'POST', body: { email: 'bench@forecourt.example', password: 'bench-password-1' } })).body,
)
const sample = (
  await payload.find({
    collection: 'cars',
    where: { and: [{ tenant: { equals: website.id } }, { status: { equals: 'in_stock' } }, { show_on_dealer_website: { equals: true } }, { price: { greater_than: 1000 } }] },
    limit: 10,
    depth: 0,
  })
).docs
const freshness: number[] = []
let neverShown = 0
for (const car of sample) {
  const price = car.price! + 1000
  const started = performance.now()
  const saved = await localRequest(port, host, `/api/cars/${car.id}`, { method: 'PATCH', headers: { authorization: `JWT ${login.token}` }, body: { price } })
  if (saved.status !== 200) throw new Error(`[bench] saving car ${car.id} answered ${saved.status}`)
  let shown = false
  for (let attempt = 0; attempt < 100 && !shown; attempt++) {
    const found = JSON.parse((await get(`/api/stock/search?query=${encodeURIComponent(car.stocknum!)}`)).body)
    shown = Boolean(found.hits?.some((h: { id: number; price: number }) => h.id === car.id && h.price === price))
    if (!shown) await new Promise((r) => setTimeout(r, 20))
  }
  if (shown) freshness.push(performance.now() - started)
  else neverShown++
}
const saveToSearch = { ...summary(freshness), neverShown }
console.log('[bench] save price → visible in search (ms)', saveToSearch)

// 4. Publish a page, then change it, through the REST API; poll the website until each shows.
const auth = { authorization: `JWT ${login.token}` }
async function untilShown(path: string, text: string) {
  const started = performance.now()
  for (let attempt = 0; attempt < 200; attempt++) {
    const page = await get(path)
    if (page.status === 200 && page.body.includes(text)) return performance.now() - started
    await new Promise((r) => setTimeout(r, 10))
  }
  return null
}
const publishTimes: number[] = []
const editTimes: number[] = []
let unpublished = 0
for (let i = 0; i < 10; i++) {
  const slug = `bench-page-${Date.now()}-${i}`
  const started = performance.now()
  const created = await localRequest(port, host, '/api/pages', { method: 'POST', headers: auth, body: { tenant: website.id, title: `Bench page ${i}`, slug, _status: 'published' } })
  if (created.status !== 201) throw new Error(`[bench] publishing a page answered ${created.status}`)
  const shown = await untilShown(`/${slug}`, `Bench page ${i}`)
  if (shown === null) unpublished++
  else publishTimes.push(performance.now() - started)
  const id = JSON.parse(created.body).doc.id
  const editStarted = performance.now()
  await localRequest(port, host, `/api/pages/${id}`, { method: 'PATCH', headers: auth, body: { title: `Bench page ${i}, edited` } })
  if ((await untilShown(`/${slug}`, `Bench page ${i}, edited`)) !== null) editTimes.push(performance.now() - editStarted)
  else unpublished++
}
const publishToPage = { ...summary(publishTimes), edit: summary(editTimes), neverShown: unpublished }
console.log('[bench] publish page → visible on the website (ms)', publishToPage)
server.kill('SIGTERM')

mkdirSync(path.join(root, 'reports'), { recursive: true })
const report = { cars: TOTAL_CARS, largestWebsite: carsOfSite.totalDocs, seedSeconds, portMix, portFilters, portAll, serverSame, serverVaried, saveToSearch, publishToPage }
writeFileSync(path.join(root, 'reports', 'bench.json'), `${JSON.stringify(report, null, 2)}\n`)
console.log(`[bench] goals: port p95 < 40 ms → ${portMix.p95} ms; server p95 < 150 ms → ${serverSame.p95} ms; save→search < 1000 ms → ${saveToSearch.max} ms (worst); publish→page < 1000 ms → ${publishToPage.max} ms, edit→page ${publishToPage.edit.max} ms (worst)`)
process.exit(0)

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from '@payloadcms/db-postgres/drizzle'
import { postgresStockSearch } from '@/search/adapters/postgres'
import { typesenseConfigFromEnv } from '@/search/adapters/typesense/client'
import { collectionSchema, typesenseStockSearch } from '@/search/adapters/typesense'
import { typesenseClient } from '@/search/adapters/typesense/client'
import { carDocument, type CarRow } from '@/search/adapters/typesense/document'
import type { StockSearch } from '@/search/port'
import { parseStockQuery } from '@/search/query'
import { stockScope, type StockScope } from '@/search/scope'
import { demoStock } from '@tenants/demo/stock'
import { demoWebsites } from '@tenants/demo/websites'
import { testPayload } from './helpers/payload'
import { oracleSearch, type OracleCar } from './helpers/stockOracle'
import { createWebsiteFixture, type WebsiteFixture } from './helpers/websiteFixture'

const now = new Date('2026-11-20T03:00:00Z')
let payload: Payload
let site: WebsiteFixture
let other: WebsiteFixture
let cars: OracleCar[]
let scope: StockScope

const q = (qs: string) => parseStockQuery(new URLSearchParams(qs)).query

/** Real-looking stock from the demo generator, bulk-inserted for one fixture website. */
async function insertStock(fixture: WebsiteFixture, count: number) {
  const summit = demoWebsites.find((w) => w.slug === 'summit-auto-group')!
  const rows = demoStock({
    websiteId: fixture.tenant,
    website: { ...summit, stockPrefix: `C${fixture.tenant}-` },
    dealerships: summit.dealerships.map((d) => ({
      id: fixture.dealership.id,
      stock: d.stock,
      locations: [{ id: fixture.location.id, dealershipId: fixture.dealership.id, dealershipSlug: 'x', dealershipName: d.name, name: `${d.name} Yard`, city: 'Brisbane', state: 'QLD', share: 1, primary: true }],
    })),
    count,
    now,
  })
  for (let i = 0; i < rows.length; i += 400) await payload.db.drizzle.insert(payload.db.tables.cars).values(rows.slice(i, i + 400) as never)
}

const cleanups: Array<() => Promise<unknown>> = []
const adapters: Array<[string, () => Promise<StockSearch>]> = [['postgres', async () => postgresStockSearch(payload)]]
const typesense = typesenseConfigFromEnv()
if (typesense) {
  adapters.push([
    'typesense',
    async () => {
      // A collection of this run's own, filled from the same rows PostgreSQL holds.
      const config = { ...typesense, alias: `contract_${Date.now()}` }
      const client = typesenseClient(config)
      await client.createCollection(collectionSchema(config.alias))
      cleanups.push(() => client.deleteCollection(config.alias))
      await client.importDocuments(config.alias, cars.map((car) => carDocument(car as unknown as CarRow)))
      return typesenseStockSearch(config)
    },
  ])
}

beforeAll(async () => {
  payload = await testPayload()
  site = await createWebsiteFixture(payload, 'contract')
  other = await createWebsiteFixture(payload, 'contract-other')
  await insertStock(site, 400)
  await insertStock(other, 150)
  await payload.db.drizzle.execute(sql`analyze cars`)
  const found = await payload.find({ collection: 'cars', where: { tenant: { in: [site.tenant, other.tenant] } }, limit: 10_000, depth: 0, pagination: false })
  cars = found.docs as unknown as OracleCar[]
  scope = stockScope({ id: site.tenant }, { now, priceAscExcludesZero: true })
})

afterAll(async () => {
  for (const cleanup of cleanups) await cleanup()
})

const queries = [
  '',
  'car_type=used',
  'make=Mazda&make=Ford',
  'make=Ford&body=ute&price=20000..60000',
  'price=..30000&km=..100000&year=2018..',
  'fuel=electric&sortBy=price_desc',
  'categories=Work&transmission=manual',
  'price_range=20000-30000&colour=White&colour=Black',
  'sortBy=price_asc&item_type=motorcycle',
  'status=sold',
  'seats=7&drive=AWD',
  'make=Lamborghini',
]

describe.each(adapters)('the %s adapter against the answer key', (_name, makeAdapter) => {
  let adapter: StockSearch
  beforeAll(async () => {
    adapter = await makeAdapter()
  })

  it.each(queries)('counts, facets and stats for "%s"', async (qs) => {
    const query = q(qs)
    const result = await adapter.search(query, scope, { pageSize: 21 })
    const expected = oracleSearch(cars, query, scope)
    expect(result.count).toBe(expected.matched.length)
    expect(result.pages).toBe(Math.ceil(expected.matched.length / 21))
    for (const facet of ['make', 'car_type', 'body', 'price_range', 'categories'] as const) {
      const got = Object.fromEntries((result.facets[facet] ?? []).map((f) => [f.value, f.count]).sort())
      expect(got, `${facet} counts`).toEqual(expected.counts(facet))
    }
    expect(result.stats.price).toEqual(expected.stats('price'))
    expect(result.stats.km).toEqual(expected.stats('km'))
    expect(result.hits.every((hit) => expected.matched.some((car) => car.id === hit.id))).toBe(true)
  })

  it('sorts by price both ways and pages without overlap', async () => {
    const down = await adapter.search(q('sortBy=price_desc'), scope, { pageSize: 21 })
    const prices = down.hits.map((h) => h.price ?? 0)
    expect(prices).toEqual([...prices].sort((a, b) => b - a))
    const up = await adapter.search(q('sortBy=price_asc'), scope, { pageSize: 21 })
    const upPrices = up.hits.map((h) => h.price ?? 0)
    expect(upPrices).toEqual([...upPrices].sort((a, b) => a - b))
    expect(Math.min(...upPrices)).toBeGreaterThan(0)
    const page2 = await adapter.search(q('sortBy=price_asc&page=2'), scope, { pageSize: 21 })
    expect(page2.hits.map((h) => h.id).filter((id) => up.hits.some((h) => h.id === id))).toEqual([])
    expect(page2.hits[0].price).toBeGreaterThanOrEqual(upPrices.at(-1)!)
  })

  it('sorts latest first', async () => {
    const latest = await adapter.search(q('sortBy=latest'), scope, { pageSize: 21 })
    const times = latest.hits.map((h) => new Date(h.createdAt).getTime())
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('finds keywords in make, model and badge, forgives a typo, and ranks matches', async () => {
    const rangers = cars.filter((c) => c.tenant === site.tenant && c.model === 'Ranger' && oracleSearch([c], q(''), scope).matched.length).length
    const ranger = await adapter.search(q('query=ranger'), scope, { pageSize: 60 })
    // Every Ranger is found and ranked first; near spellings ("Range") may follow.
    expect(ranger.count).toBeGreaterThanOrEqual(rangers)
    expect(ranger.hits.slice(0, rangers).every((h) => h.model === 'Ranger')).toBe(true)
    const typo = await adapter.search(q('query=evrest'), scope)
    expect(typo.hits.some((h) => h.model === 'Everest')).toBe(true)
    const stock = cars.find((c) => c.tenant === site.tenant && c.status === 'in_stock' && c.show_on_dealer_website !== false)!
    const byStockNumber = await adapter.search(q(`query=${stock.stocknum}`), scope)
    expect(byStockNumber.hits[0].id).toBe(stock.id)
    const ev = await adapter.search(q('query=ev'), scope)
    expect(ev.hits.length).toBeGreaterThan(0)
    expect(ev.hits.every((h) => h.simple_fuel === 'electric' || /\bev/i.test(`${h.make} ${h.model} ${h.badge}`))).toBe(true)
  })

  it('never returns another website\'s cars, whatever the parameters', async () => {
    const hostile = [
      `make=${encodeURIComponent("Ford' OR '1'='1")}`,
      `query=${encodeURIComponent("'; DROP TABLE cars; --")}`,
      `query=${'x'.repeat(10_000)}`,
      'page=1000',
    ]
    for (const qs of hostile) {
      const result = await adapter.search(q(qs), scope, { pageSize: 60 })
      expect(result.hits.every((h) => cars.find((c) => c.id === h.id)?.tenant === site.tenant)).toBe(true)
    }
    const otherScope = stockScope({ id: other.tenant }, { now, priceAscExcludesZero: false })
    const theirs = await adapter.search(q(''), otherScope, { pageSize: 500 })
    expect(theirs.hits.every((h) => cars.find((c) => c.id === h.id)?.tenant === other.tenant)).toBe(true)
    expect(theirs.count).toBe(oracleSearch(cars, q(''), otherScope).matched.length)
  })
})

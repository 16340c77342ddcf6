import type { Payload } from 'payload'
import { NextRequest } from 'next/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET } from '@/app/api/stock/search/route'
import { searchStock } from '@/data/stock'
import { emptyQuery } from '@/search/query'
import { testPayload } from './helpers/payload'
import { createWebsiteFixture, type WebsiteFixture } from './helpers/websiteFixture'

let payload: Payload
let a: WebsiteFixture
let b: WebsiteFixture

async function search(host: string, qs: string) {
  const response = await GET(new NextRequest(`http://${host}/api/stock/search?${qs}`, { headers: { host } }))
  return { status: response.status, body: await response.json() }
}

beforeAll(async () => {
  payload = await testPayload()
  a = await createWebsiteFixture(payload, 'api-a')
  b = await createWebsiteFixture(payload, 'api-b')
})

describe('GET /api/stock/search', () => {
  it('answers the host website\'s visible stock with facets and paging', async () => {
    const { status, body } = await search(a.host, 'make=Toyota')
    expect(status).toBe(200)
    expect(body.count).toBe(1)
    expect(body.hits.map((h: { id: number }) => h.id)).toEqual([a.car.id])
    expect(body.facets.make).toEqual([{ value: 'Toyota', count: 1 }])
    expect(body).toMatchObject({ page: 1, pages: 1 })
  })

  it('refuses malformed parameters with a message per field, never a 500', async () => {
    const { status, body } = await search(a.host, `page=-1&price=abc..&sortBy=cheap&bogus=1&make=${'x'.repeat(150)}`)
    expect(status).toBe(400)
    expect(body.fields).toEqual({
      page: 'Page starts at 1.',
      price: 'Use numbers, e.g. 10000..50000.',
      sortBy: 'Sort by one of relevance, latest, price_desc, price_asc.',
      bogus: 'Unknown parameter.',
      make: 'At most 100 characters.',
    })
  })

  it('survives hostile input without leaking another website\'s cars', async () => {
    const hostile = [
      `query=${encodeURIComponent("' OR 1=1; DROP TABLE cars; --")}`,
      `query=${'a'.repeat(10_000)}`,
      `make=${encodeURIComponent('<script>alert(1)</script>')}`,
      `model=${encodeURIComponent('Corolla") OR ("1"="1')}`,
      'price=1e12..', 'year=..99999999999999999999', 'page=1000',
    ]
    for (const qs of hostile) {
      const { status, body } = await search(a.host, qs)
      expect(status, qs).toBeLessThan(500)
      for (const hit of body.hits ?? []) expect([a.car.id]).toContain(hit.id)
    }
  })

  it('answers 404 for a host that names no website', async () => {
    const { status } = await search('nobody.localhost:3000', '')
    expect(status).toBe(404)
  })
})

describe('search results after a save', () => {
  it('show a changed price on the very next search, with no stale cache', async () => {
    const before = await searchStock(b.website, emptyQuery)
    expect(before.hits.find((h) => h.id === b.car.id)?.price).toBe(24990)
    await payload.update({ collection: 'cars', id: b.car.id, data: { price: 21990 } })
    const after = await searchStock(b.website, emptyQuery)
    expect(after.hits.find((h) => h.id === b.car.id)?.price).toBe(21990)
  })

  it('drop a sold car once the website\'s sold days have passed', async () => {
    await payload.update({ collection: 'cars', id: b.car.id, data: { status: 'sold', sold_date: new Date(Date.now() - 10 * 86_400_000).toISOString() } })
    const after = await searchStock(b.website, emptyQuery)
    expect(after.hits.find((h) => h.id === b.car.id)).toBeUndefined()
  })
})

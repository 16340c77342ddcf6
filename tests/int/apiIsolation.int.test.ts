import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { graphqlQuery, rest, tokenFor } from './helpers/http'
import { testPayload } from './helpers/payload'
import { createPlatformAdmin, createWebsiteFixture, type WebsiteFixture } from './helpers/websiteFixture'

let payload: Payload
let a: WebsiteFixture
let b: WebsiteFixture
let editorToken: string
let operatorToken: string

beforeAll(async () => {
  payload = await testPayload()
  a = await createWebsiteFixture(payload, 'rest-a')
  b = await createWebsiteFixture(payload, 'rest-b')
  editorToken = await tokenFor(payload, a.editor.email, a.password)
  const operator = await createPlatformAdmin(payload)
  operatorToken = await tokenFor(payload, operator.email, 'fixture-password-1')
})

const ids = (json: Record<string, any> | null) => (json?.docs ?? []).map((doc: { id: number }) => doc.id).sort()

describe('anonymous shoppers through REST', () => {
  it('read only the visible cars of the website their host names', async () => {
    const fromA = await rest('GET', '/cars?limit=100&depth=0', { host: a.host })
    expect(fromA.status).toBe(200)
    expect(ids(fromA.json)).toEqual([a.car.id])
    const fromB = await rest('GET', '/cars?limit=100&depth=0', { host: b.host })
    expect(ids(fromB.json)).toEqual([b.car.id])
  })

  it('cannot widen the filter to another website', async () => {
    const sneaky = await rest('GET', `/cars?limit=100&depth=0&where[tenant][equals]=${b.tenant}`, { host: a.host })
    expect(ids(sneaky.json)).toEqual([])
    const byId = await rest('GET', `/cars/${b.car.id}`, { host: a.host })
    expect(byId.status).toBe(404)
  })

  it('get nothing from a host that names no website', async () => {
    const unknown = await rest('GET', '/cars?limit=100&depth=0', { host: 'no-such-dealer.localhost:3000' })
    expect([200, 403]).toContain(unknown.status)
    expect(ids(unknown.json)).toEqual([])
  })

  it('see published pages only, and visible locations only', async () => {
    const pages = await rest('GET', '/pages?limit=100&depth=0', { host: a.host })
    expect(ids(pages.json)).toEqual([a.page.id])
    const locations = await rest('GET', '/locations?limit=100&depth=0', { host: a.host })
    expect(ids(locations.json)).toEqual([a.location.id])
  })

  it('cannot write', async () => {
    const created = await rest('POST', '/cars', { host: a.host, body: { tenant: a.tenant, car_type: 'new', make: 'X', model: 'Y' } })
    expect(created.status).toBe(403)
    const updated = await rest('PATCH', `/cars/${a.car.id}`, { host: a.host, body: { price: 1 } })
    expect(updated.status).toBe(403)
  })

  it('cannot list staff accounts or another website\'s settings', async () => {
    expect(ids((await rest('GET', '/users', { host: a.host })).json)).toEqual([])
    const websites = await rest('GET', '/websites?limit=100&depth=0', { host: a.host })
    expect(ids(websites.json)).toEqual([a.tenant])
  })
})

describe('a dealer editor through REST', () => {
  it('lists their own website\'s cars (hidden ones too) whatever host they call from', async () => {
    const own = await rest('GET', '/cars?limit=100&depth=0', { host: b.host, token: editorToken })
    expect(ids(own.json)).toEqual([a.car.id, a.hiddenCar.id].sort())
  })

  it('cannot change another website\'s car, page or flag', async () => {
    for (const [collection, id] of [['cars', b.car.id], ['pages', b.page.id], ['feature-flags', b.flag.id], ['locations', b.location.id]] as const) {
      const response = await rest('PATCH', `/${collection}/${id}`, { token: editorToken, body: { note: 'x', name: 'x', title: 'x', tag: 'x' } })
      expect(response.status, `${collection} PATCH`).not.toBe(200)
      const removed = await rest('DELETE', `/${collection}/${id}`, { token: editorToken })
      expect(removed.status, `${collection} DELETE`).not.toBe(200)
    }
    await expect(payload.findByID({ collection: 'cars', id: b.car.id })).resolves.toMatchObject({ tag: null })
  })
})

describe('GraphQL', () => {
  it('gives an anonymous shopper only the host website\'s visible cars', async () => {
    const result = await graphqlQuery('{ Cars(limit: 100) { docs { id } } }', { host: a.host })
    expect(result.errors).toBeUndefined()
    expect(result.data?.Cars.docs.map((d: { id: number }) => d.id)).toEqual([a.car.id])
  })

  it('keeps a dealer editor to their own website', async () => {
    const result = await graphqlQuery('{ Cars(limit: 100) { docs { id } } Pages(limit: 100, draft: true) { docs { id } } }', { token: editorToken })
    expect(result.data?.Cars.docs.map((d: { id: number }) => d.id).sort()).toEqual([a.car.id, a.hiddenCar.id].sort())
    expect(result.data?.Pages.docs.map((d: { id: number }) => d.id).sort()).toEqual([a.page.id, a.draft.id].sort())
    const update = await graphqlQuery(`mutation { updateCar(id: ${b.car.id}, data: { tag: "Tampered" }) { id } }`, { token: editorToken })
    expect(update.errors?.length).toBeGreaterThan(0)
  })

  it('lets a platform admin read every website', async () => {
    const result = await graphqlQuery(`{ Cars(limit: 100, where: { tenant: { in: [${a.tenant}, ${b.tenant}] } }) { docs { id } } }`, { token: operatorToken })
    expect(result.data?.Cars.docs).toHaveLength(4)
  })
})

import type { Payload } from 'payload'
import { NextRequest } from 'next/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as viewJson } from '@/app/api/cars/[slug]/view.json/route'
import { priceGauge } from '@/data/priceGauge'
import { similarCars } from '@/data/vehicle'
import { testPayload } from './helpers/payload'
import { createWebsiteFixture, type WebsiteFixture } from './helpers/websiteFixture'

let payload: Payload
let site: WebsiteFixture
let other: WebsiteFixture

async function addCar(fixture: WebsiteFixture, price: number, extra: Record<string, unknown> = {}) {
  return payload.create({
    collection: 'cars',
    data: { tenant: fixture.tenant, car_type: 'used', make: 'Subaru', model: 'Forester', year: 2021, km: 40000, price, simple_body: 'suv', location: fixture.location.id, stocknum: `G${price}${Math.random().toString(36).slice(2, 6)}`, ...extra } as never,
  })
}

beforeAll(async () => {
  payload = await testPayload()
  site = await createWebsiteFixture(payload, 'vehicle')
  other = await createWebsiteFixture(payload, 'vehicle-other')
})

describe('price gauge', () => {
  it('compares a car with similar cars for sale across the platform', async () => {
    for (const price of [30000, 31000, 32000, 33000, 34000]) await addCar(site, price)
    for (const price of [35000, 36000]) await addCar(other, price)
    const listed = await addCar(site, 30500)
    const gauge = await priceGauge(listed)
    expect(gauge).toMatchObject({ listing_price: 30500, description: 'Compared with 7 similar cars for sale' })
    expect(gauge!.market_range_min).toBeLessThan(gauge!.market_range_max)
    expect(gauge!.fill).toBeGreaterThan(0.65)
  })

  it('gives nothing when too few cars compare', async () => {
    const rare = await addCar(site, 90000, { make: 'Lotus', model: 'Emira' })
    expect(await priceGauge(rare)).toBeNull()
  })
})

describe('similar cars', () => {
  it('offers up to 6 in-stock cars of the same body within the price window, never the car itself or another website\'s', async () => {
    const car = await addCar(site, 31500)
    const similar = await similarCars(site.website, car)
    expect(similar.length).toBeGreaterThan(0)
    expect(similar.length).toBeLessThanOrEqual(6)
    expect(similar.map((c) => c.id)).not.toContain(car.id)
    for (const hit of similar) {
      expect(hit.price).toBeGreaterThanOrEqual(21500)
      expect(hit.price).toBeLessThanOrEqual(41500)
    }
    const theirs = (await payload.find({ collection: 'cars', where: { tenant: { equals: other.tenant } }, limit: 100 })).docs.map((c) => c.id)
    expect(similar.some((c) => theirs.includes(c.id))).toBe(false)
  })
})

describe('GET /api/cars/{slug}/view.json', () => {
  const call = (host: string, slug: string, query = '') =>
    viewJson(new NextRequest(`http://${host}/api/cars/${slug}/view.json${query}`, { headers: { host } }), { params: Promise.resolve({ slug }) })

  it('counts a view of the host website\'s car and answers the total', async () => {
    const first = await (await call(site.host, site.car.slug!)).json()
    const second = await (await call(site.host, site.car.slug!)).json()
    expect(second.views).toBe(first.views + 1)
    const readOnly = await (await call(site.host, site.car.slug!, '?count=false')).json()
    expect(readOnly.views).toBe(second.views)
  })

  it('refuses another website\'s car, hidden cars and malformed slugs', async () => {
    expect((await call(other.host, site.car.slug!)).status).toBe(404)
    expect((await call(site.host, site.hiddenCar.slug!)).status).toBe(404)
    expect((await call(site.host, '../../etc/passwd')).status).toBe(400)
  })
})

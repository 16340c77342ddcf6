import type { Payload } from 'payload'
import { NextRequest } from 'next/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET } from '@/app/api/delivery/route'
import { NO_ESTIMATE } from '@/domain/delivery'
import { testPayload } from './helpers/payload'
import { createWebsiteFixture, type WebsiteFixture } from './helpers/websiteFixture'

let payload: Payload
let site: WebsiteFixture
let other: WebsiteFixture

async function estimate(host: string, query: string) {
  const response = await GET(new NextRequest(`http://${host}/api/delivery?${query}`, { headers: { host } }))
  return { status: response.status, body: await response.json() }
}

beforeAll(async () => {
  payload = await testPayload()
  site = await createWebsiteFixture(payload, 'delivery')
  other = await createWebsiteFixture(payload, 'delivery-other')
  // The fixture's yard is in Hamilton, Brisbane.
  await payload.update({ collection: 'locations', id: site.location.id, data: { address: { city: 'Hamilton', state: 'QLD', lat: -27.4385, long: 153.0721 } } })
})

describe('GET /api/delivery', () => {
  it('prices delivery by distance from the car to the postcode', async () => {
    const near = await estimate(site.host, `postcode=4007&car_id=${site.car.slug}`)
    expect(near).toMatchObject({ status: 200, body: { price: 0 } })
    const sydney = await estimate(site.host, `postcode=2000&car_id=${site.car.slug}`)
    expect(sydney.status).toBe(200)
    expect(sydney.body.region).toMatch(/NSW$/)
    expect(sydney.body.price).toBeGreaterThan(800)
  })

  it('says sorry for places too far or unknown', async () => {
    expect(await estimate(site.host, `postcode=6000&car_id=${site.car.slug}`)).toEqual({ status: 404, body: { error: NO_ESTIMATE } })
    expect((await estimate(site.host, `postcode=0000&car_id=${site.car.slug}`)).body.error).toBe(NO_ESTIMATE)
  })

  it('refuses a missing or malformed postcode with the spec texts', async () => {
    expect(await estimate(site.host, `car_id=${site.car.slug}`)).toMatchObject({ status: 400, body: { error: 'Please enter a postcode.' } })
    expect(await estimate(site.host, `postcode=&car_id=${site.car.slug}`)).toMatchObject({ status: 400, body: { error: 'Please enter a postcode.' } })
    expect(await estimate(site.host, `postcode=40a7&car_id=${site.car.slug}`)).toMatchObject({ status: 400, body: { error: 'Invalid postcode. Please enter a 4-digit number.' } })
  })

  it('knows only the host website\'s cars', async () => {
    expect((await estimate(other.host, `postcode=4007&car_id=${site.car.slug}`)).status).toBe(404)
    expect((await estimate(site.host, `postcode=4007&car_id=${site.hiddenCar.slug}`)).status).toBe(404)
  })
})

import type { Payload } from 'payload'
import { NextRequest } from 'next/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { POST } from '@/app/api/phone-reveals/route'
import { phoneRevealCount } from '@/data/phoneReveals'
import { testPayload } from './helpers/payload'
import { createWebsiteFixture, type WebsiteFixture } from './helpers/websiteFixture'

let payload: Payload
let site: WebsiteFixture
let other: WebsiteFixture

const reveal = (host: string, body: string) => POST(new NextRequest(`http://${host}/api/phone-reveals`, { method: 'POST', headers: { host, 'content-type': 'application/json' }, body }))

beforeAll(async () => {
  payload = await testPayload()
  site = await createWebsiteFixture(payload, 'reveal')
  other = await createWebsiteFixture(payload, 'reveal-other')
})

describe('POST /api/phone-reveals', () => {
  it('records a reveal for the host website\'s car', async () => {
    const before = await phoneRevealCount(payload, site.car.id)
    const response = await reveal(site.host, JSON.stringify({ car_id: site.car.slug }))
    expect(response.status).toBe(201)
    expect(await phoneRevealCount(payload, site.car.id)).toBe(before + 1)
  })

  it('refuses other websites\' cars and malformed or oversized bodies, recording nothing', async () => {
    const before = await phoneRevealCount(payload, site.car.id)
    expect((await reveal(other.host, JSON.stringify({ car_id: site.car.slug }))).status).toBe(404)
    expect((await reveal(site.host, 'not json')).status).toBe(400)
    expect((await reveal(site.host, JSON.stringify({ car_id: "x' OR 1=1" }))).status).toBe(400)
    expect((await reveal(site.host, JSON.stringify({ car_id: 'a'.repeat(5000) }))).status).toBe(413)
    expect(await phoneRevealCount(payload, site.car.id)).toBe(before)
  })
})

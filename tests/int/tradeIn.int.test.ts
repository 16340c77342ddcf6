import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { randomUUID } from 'node:crypto'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST as accept } from '@/app/api/trade-in/accept/route'
import { POST as regoLookup } from '@/app/api/trade-in/rego-lookup/route'
import { POST as valuation } from '@/app/api/trade-in/valuation/route'
import { refusalText } from '@/domain/tradeIn/faq'
import { partnerTradeInAdapter } from '@/services/tradeIn/partner'
import { contact, nextPhone } from './helpers/leadRequests'
import { testPayload } from './helpers/payload'
import { createWebsiteFixture, type WebsiteFixture } from './helpers/websiteFixture'

let payload: Payload
let site: WebsiteFixture
let other: WebsiteFixture

const call = async (handler: (r: NextRequest) => Promise<Response>, host: string, body: unknown) => {
  const response = await handler(new NextRequest(`http://${host}/api/trade-in`, { method: 'POST', headers: { host, 'content-type': 'application/json', 'x-real-ip': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` }, body: JSON.stringify(body) }))
  return { status: response.status, json: (await response.json()) as Record<string, any> }
}

const answers = { condition: 'good', service_history: 'full', accident_history: 'no', keys: '2', finance_owing: 'no' }
const tradeIn = (extra: Record<string, unknown> = {}) => ({
  type: 'trade-in',
  idempotency_key: randomUUID(),
  year: new Date().getFullYear() - 3,
  make: 'Skoda',
  model: 'Karoq',
  kms: '45,000 kms',
  adjustmentAnswers: answers,
  ...contact,
  phone: nextPhone(),
  finance: 'no',
  ...extra,
})

beforeAll(async () => {
  payload = await testPayload()
  site = await createWebsiteFixture(payload, 'tradein')
  other = await createWebsiteFixture(payload, 'tradein-other')
  const year = new Date().getFullYear() - 3
  // Comparables across the platform, in another website's stock too: valuations are platform-wide.
  // A make no other suite uses, since every suite shares the platform.
  for (const [i, price] of [31_990, 33_490, 32_990, 34_990, 30_990].entries()) {
    await payload.create({
      collection: 'cars',
      data: { tenant: i % 2 ? other.tenant : site.tenant, car_type: 'used', make: 'Skoda', model: 'Karoq', year: year + (i % 3) - 1, km: 40_000 + i * 5000, price, stocknum: `SF${i}-${randomUUID().slice(0, 4)}`, location: i % 2 ? other.location.id : site.location.id },
    })
  }
  await payload.update({ collection: 'cars', id: site.car.id, data: { regplate: 'TRD123' } })
})

describe('trade-in journey', () => {
  it('finds a car by rego and state, and says so when it cannot', async () => {
    const found = await call(regoLookup, site.host, { rego: 'trd 123', state: 'QLD' })
    expect(found).toMatchObject({ status: 200, json: { vehicle: { year: 2021, make: 'Toyota', model: 'Corolla' } } })
    expect((await call(regoLookup, site.host, { rego: 'NOPE99', state: 'QLD' })).status).toBe(404)
    expect((await call(regoLookup, site.host, { rego: '<script>', state: 'QLD' })).status).toBe(400)
  })

  it('values a car from comparable stock, stores the lead, and accepts the offer once with its token', async () => {
    const valued = await call(valuation, site.host, tradeIn())
    expect(valued.status).toBe(201)
    const offer = valued.json.offer
    expect(offer.offer).toBeGreaterThan(20_000)
    expect(offer.offer).toBeLessThan(32_000)
    expect(offer.comparables).toBe(5)
    const leadId = valued.json.lead_id as number
    let lead = await payload.findByID({ collection: 'leads', id: leadId, depth: 0 })
    expect(lead).toMatchObject({ type: 'trade-in', subcategory: '2. Valuation Given', preferred_contact: 'Phone' })
    expect((lead.answers as Record<string, unknown>).kms).toBe(45_000)

    expect((await call(accept, site.host, { lead_id: leadId, access_token: 'x'.repeat(32) })).status).toBe(404)
    expect((await call(accept, other.host, { lead_id: leadId, access_token: valued.json.access_token })).status).toBe(404)
    const accepted = await call(accept, site.host, { lead_id: leadId, access_token: valued.json.access_token })
    expect(accepted).toMatchObject({ status: 200, json: { offer_accepted: true, offer_price: offer.offer, event_id: 18 } })
    lead = await payload.findByID({ collection: 'leads', id: leadId, depth: 0 })
    expect(lead.subcategory).toBe('3. Offer Accepted')
    expect((await call(accept, site.host, { lead_id: leadId, access_token: valued.json.access_token })).json.offer_accepted).toBe(true)
  })

  it('gives no online estimate for cars over 7 years or 100,000 km (§9 FAQ), but still takes the lead', async () => {
    const old = await call(valuation, site.host, tradeIn({ year: new Date().getFullYear() - 9 }))
    expect(old).toMatchObject({ status: 201, json: { offer: null, message: refusalText['too-old'] } })
    const far = await call(valuation, site.host, tradeIn({ kms: 150_000 }))
    expect(far.json.message).toBe(refusalText['too-far'])
    expect((await call(accept, site.host, { lead_id: far.json.lead_id, access_token: far.json.access_token })).status).toBe(409)
  })

  it('requires a finance answer and every condition answer, with the spec texts', async () => {
    const { finance: _f, ...noFinance } = tradeIn()
    const refused = await call(valuation, site.host, noFinance)
    expect(refused).toMatchObject({ status: 400, json: { fields: { finance: 'Please tell us if you need finance.' } } })
    expect((await call(valuation, site.host, tradeIn({ adjustmentAnswers: {} }))).json.fields['adjustmentAnswers.condition']).toBe('Please describe its condition.')
  })
})

describe('valuation partner adapter', () => {
  let server: ReturnType<typeof createServer>
  let url: string
  let mode: 'ok' | 'missing' | 'junk' | 'down' = 'ok'
  const seen: Array<{ path: string; auth: string | undefined; body: unknown }> = []

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = ''
      req.on('data', (c) => (raw += c))
      req.on('end', () => {
        seen.push({ path: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(raw || 'null') })
        if (mode === 'down') return res.writeHead(502).end()
        if (mode === 'missing') return res.writeHead(404).end()
        if (mode === 'junk') return res.writeHead(200, { 'content-type': 'application/json' }).end('{"offer":"lots"}')
        const body = req.url?.endsWith('rego-lookup') ? { year: 2020, make: 'Mazda', model: 'CX-5', badge: 'Maxx' } : { offer: 21_000, low: 19_500, high: 22_500, confidence: 0.7, comparables: 42 }
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
      })
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
  })
  afterAll(() => new Promise<void>((r) => server.close(() => r())))

  it('asks the partner with its key and checks what comes back', async () => {
    const adapter = partnerTradeInAdapter(url, 'secret-key')
    expect(await adapter.lookupRego('ABC123', 'QLD')).toEqual({ year: 2020, make: 'Mazda', model: 'CX-5', badge: 'Maxx' })
    expect(await adapter.value({ year: 2020, make: 'Mazda', model: 'CX-5', kms: 50_000, answers: answers as never })).toMatchObject({ offer: 21_000, confidence: 0.7 })
    expect(seen[0]).toMatchObject({ path: '/v1/rego-lookup', auth: 'Bearer secret-key', body: { rego: 'ABC123', state: 'QLD' } })
    mode = 'missing'
    expect(await adapter.lookupRego('ABC123', 'QLD')).toBeNull()
    mode = 'junk'
    expect(await adapter.value({ year: 2020, make: 'Mazda', model: 'CX-5', kms: 50_000, answers: answers as never })).toBeNull()
    mode = 'down'
    await expect(adapter.value({ year: 2020, make: 'Mazda', model: 'CX-5', kms: 50_000, answers: answers as never })).rejects.toThrow('502')
  })
})

import { createHmac, randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { sql } from '@payloadcms/db-postgres/drizzle'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST as checkout } from '@/app/api/checkout/route'
import { POST as stripeWebhook } from '@/app/api/payments/stripe/route'
import { CHECKOUT_TEXT } from '@/domain/checkout/schema'
import { settleOnReturn } from '@/services/checkout/confirm'
import { expireReservations } from '@/services/checkout/expire'
import { testPayload } from './helpers/payload'
import { createWebsiteFixture, type WebsiteFixture } from './helpers/websiteFixture'

let payload: Payload
let site: WebsiteFixture
let other: WebsiteFixture
let ip = 0
let phones = 0
const nextPhone = () => `04${String(50_000_000 + (process.pid % 1000) * 1000 + phones++).slice(-8)}`

async function post(host: string, body: unknown) {
  const headers = { host, 'content-type': 'application/json', 'x-real-ip': `10.8.${Math.floor(ip / 250)}.${ip++ % 250}` }
  const response = await checkout(new NextRequest(`http://${host}/api/checkout`, { method: 'POST', headers, body: JSON.stringify(body) }))
  return { status: response.status, json: (await response.json()) as Record<string, any> }
}

const form = (carId: number, change: Record<string, unknown> = {}) => ({
  idempotency_key: randomUUID(),
  car_id: carId,
  mode: 'reserve',
  name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: nextPhone(),
  postcode: '4000',
  terms: true,
  ...change,
})

async function newCar(fixture: WebsiteFixture, change: Record<string, unknown> = {}) {
  return payload.create({
    collection: 'cars',
    data: { tenant: fixture.tenant, car_type: 'used', make: 'Toyota', model: 'Yaris', year: 2022, stocknum: `R${randomUUID().slice(0, 6)}`, price: 21_990, location: fixture.location.id, ...change },
  })
}

const carNow = (id: number) => payload.findByID({ collection: 'cars', id, depth: 0, overrideAccess: true })
const reservationOf = async (reference: string) =>
  (await payload.find({ collection: 'reservations', where: { reference: { equals: reference } }, depth: 0, overrideAccess: true })).docs[0]!
const leadsFor = async (carId: number) => (await payload.find({ collection: 'leads', where: { and: [{ car: { equals: carId } }, { type: { equals: 'reservation' } }] }, depth: 0, overrideAccess: true })).docs

beforeAll(async () => {
  payload = await testPayload()
  site = await createWebsiteFixture(payload, 'reserve')
  other = await createWebsiteFixture(payload, 'reserve-other')
  await payload.create({ collection: 'feature-flags', data: { tenant: site.tenant, flag: 'buyOnline', enabled: true } })
  await payload.update({ collection: 'websites', id: site.tenant, data: { reserve: { depositDefault: 250, holdHours: 48 } } })
})

describe('POST /api/checkout without card payments (deposit taken by phone)', () => {
  it('holds the car for 48 hours, shows it reserved and gives the dealer a lead', async () => {
    const car = await newCar(site)
    const started = Date.now()
    const result = await post(site.host, form(car.id))
    expect(result.status).toBe(201)
    expect(result.json.redirectUrl).toBe(`/cars/${car.slug}/checkout/confirmed?reference=${result.json.reference}`)
    const reservation = await reservationOf(result.json.reference)
    expect(reservation).toMatchObject({ status: 'held', mode: 'reserve', deposit: 250, price: 21_990, phone: expect.stringMatching(/^04/), payment_provider: 'offline' })
    const hours = (new Date(reservation.held_until!).getTime() - started) / 3_600_000
    expect(hours).toBeGreaterThan(47.9)
    expect(hours).toBeLessThan(48.1)
    expect((await carNow(car.id)).reserved).toBe(true)
    const [lead] = await leadsFor(car.id)
    expect(lead).toMatchObject({ category: 'Reserve Online', subcategory: 'Deposit to take by phone', name: 'Ada', last_name: 'Lovelace' })
    expect(lead!.message).toContain('Please call to take the $250 deposit.')
    expect(reservation.lead).toBe(lead!.id)
  })

  it('lets one shopper have the car and tells the others it has just been reserved', async () => {
    const car = await newCar(site)
    const results = await Promise.all(Array.from({ length: 6 }, () => post(site.host, form(car.id))))
    expect(results.filter((r) => r.status === 201)).toHaveLength(1)
    for (const refused of results.filter((r) => r.status !== 201)) expect(refused).toMatchObject({ status: 409, json: { error: CHECKOUT_TEXT.taken } })
    expect(await leadsFor(car.id)).toHaveLength(1)
  })

  it('answers a repeated submit with the same reservation', async () => {
    const car = await newCar(site)
    const body = form(car.id)
    const first = await post(site.host, body)
    const again = await post(site.host, body)
    expect(first.status).toBe(201)
    expect(again).toMatchObject({ status: 200, json: { reference: first.json.reference } })
    expect(await leadsFor(car.id)).toHaveLength(1)
  })

  it('takes a buyer with how they will pay and take the car', async () => {
    const car = await newCar(site)
    const result = await post(site.host, form(car.id, { mode: 'buy', payment_method: 'Finance', handover: 'Deliver to my postcode', trade_in: true }))
    expect(result.status).toBe(201)
    const [lead] = await leadsFor(car.id)
    expect(lead).toMatchObject({ category: 'Buy Online' })
    expect(lead!.message).toContain('Paying by: Finance. Deliver to my postcode. Trade-in: yes.')
  })

  it('refuses bad input with field messages, and cars it cannot sell online, storing nothing', async () => {
    const car = await newCar(site)
    const bad = await post(site.host, form(car.id, { terms: false, email: 'nope', postcode: '40', mode: 'buy' }))
    expect(bad.status).toBe(400)
    expect(bad.json.fields).toMatchObject({ terms: CHECKOUT_TEXT.terms, email: 'Please enter a valid email address.', postcode: expect.any(String) })
    for (const body of [null, [], 'text', { car_id: car.id }, form(car.id, { price: 1 })]) expect((await post(site.host, body)).status).toBe(400)
    expect(await post(site.host, form(other.car.id))).toMatchObject({ status: 400, json: { fields: { car_id: 'Not a car on this website.' } } })
    expect(await post(site.host, form(site.hiddenCar.id))).toMatchObject({ status: 400 })
    const sold = await newCar(site, { status: 'sold' })
    const unpriced = await newCar(site, { price: 0 })
    for (const c of [sold, unpriced]) expect(await post(site.host, form(c.id))).toMatchObject({ status: 409, json: { error: CHECKOUT_TEXT.unavailable } })
    const otherCar = await newCar(other)
    expect(await post(other.host, form(otherCar.id, { mode: 'buy', payment_method: 'Finance', handover: 'Collect from the dealership' }))).toMatchObject({ status: 409 })
    expect((await payload.find({ collection: 'reservations', where: { car: { in: [car.id, sold.id, unpriced.id, otherCar.id] } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('asks for a signed-in shopper where the website gates checkout', async () => {
    const gated = await createWebsiteFixture(payload, 'reserve-gated')
    await payload.create({ collection: 'feature-flags', data: { tenant: gated.tenant, flag: 'gatedCheckout', enabled: true } })
    const car = await newCar(gated)
    expect((await post(gated.host, form(car.id))).status).toBe(401)
    expect((await carNow(car.id)).reserved).toBe(false)
  })

  it('puts the car back on sale when the hold runs out, or when staff cancel; takes it off sale when sold', async () => {
    const car = await newCar(site)
    const first = await post(site.host, form(car.id))
    await payload.db.drizzle.execute(sql`UPDATE reservations SET held_until = now() - interval '1 minute' WHERE reference = ${first.json.reference}`)
    expect(await expireReservations(payload)).toBeGreaterThanOrEqual(1)
    expect((await reservationOf(first.json.reference)).status).toBe('expired')
    expect((await carNow(car.id)).reserved).toBe(false)

    const second = await post(site.host, form(car.id))
    expect(second.status).toBe(201)
    const held = await reservationOf(second.json.reference)
    await payload.update({ collection: 'reservations', id: held.id, data: { status: 'cancelled' }, user: site.admin, overrideAccess: false })
    expect((await carNow(car.id)).reserved).toBe(false)

    const third = await post(site.host, form(car.id))
    expect(third.status).toBe(201)
    await payload.update({ collection: 'reservations', id: (await reservationOf(third.json.reference)).id, data: { status: 'sold' }, user: site.admin, overrideAccess: false })
    expect(await carNow(car.id)).toMatchObject({ status: 'sold', reserved: false })
  })

  it("keeps each website's staff to their own reservations", async () => {
    const car = await newCar(site)
    const result = await post(site.host, form(car.id))
    const reservation = await reservationOf(result.json.reference)
    const seen = await payload.find({ collection: 'reservations', user: other.admin, overrideAccess: false, where: { id: { equals: reservation.id } } })
    expect(seen.totalDocs).toBe(0)
    await expect(payload.update({ collection: 'reservations', id: reservation.id, data: { status: 'cancelled' }, user: other.admin, overrideAccess: false })).rejects.toThrow()
    expect((await reservationOf(result.json.reference)).status).toBe('held')
  })
})

describe('POST /api/checkout with Stripe (a Stripe-shaped peer on 127.0.0.1)', () => {
  const secret = 'whsec_test_forecourt'
  let server: ReturnType<typeof createServer>
  let failWith: number | null = null
  const paid = new Set<string>()
  const created: Array<{ auth: string | undefined; form: URLSearchParams }> = []
  let sessions = 0

  beforeAll(async () => {
    server = createServer(async (req: IncomingMessage, res) => {
      let raw = ''
      for await (const chunk of req) raw += chunk
      if (failWith) return res.writeHead(failWith, { 'content-type': 'application/json' }).end('{"error":{"message":"down"}}')
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        created.push({ auth: req.headers.authorization, form: new URLSearchParams(raw) })
        const id = `cs_test_${++sessions}`
        return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id, url: `https://checkout.stripe.example/pay/${id}`, payment_status: 'unpaid' }))
      }
      const id = decodeURIComponent(req.url?.split('/').pop() ?? '')
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id, url: null, payment_status: paid.has(id) ? 'paid' : 'unpaid' }))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    process.env.STRIPE_SECRET_KEY = 'sk_test_forecourt'
    process.env.STRIPE_WEBHOOK_SECRET = secret
    process.env.STRIPE_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    delete process.env.STRIPE_SECRET_KEY
    delete process.env.STRIPE_WEBHOOK_SECRET
    delete process.env.STRIPE_API_URL
    await new Promise((resolve) => server.close(resolve))
  })

  function signed(event: unknown, key = secret, at = Math.floor(Date.now() / 1000)) {
    const body = JSON.stringify(event)
    const signature = createHmac('sha256', key).update(`${at}.${body}`).digest('hex')
    return stripeWebhook(new NextRequest('http://localhost/api/payments/stripe', { method: 'POST', headers: { 'stripe-signature': `t=${at},v1=${signature}` }, body }))
  }
  const completed = (id: string, reference: string) => ({ type: 'checkout.session.completed', data: { object: { id, client_reference_id: reference, payment_status: 'paid' } } })

  it('sends the shopper to pay the deposit while the car waits for them, and holds it once Stripe says it is paid', async () => {
    const car = await newCar(site, { reserve_deposit: 500 })
    const result = await post(site.host, form(car.id))
    expect(result.status).toBe(201)
    expect(result.json.redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.example\/pay\/cs_test_\d+$/)
    const request = created.at(-1)!
    expect(request.auth).toBe('Bearer sk_test_forecourt')
    expect(request.form.get('line_items[0][price_data][unit_amount]')).toBe('50000')
    expect(request.form.get('line_items[0][price_data][currency]')).toBe('aud')
    expect(request.form.get('client_reference_id')).toBe(result.json.reference)
    expect(request.form.get('success_url')).toBe(`http://${site.host}/cars/${car.slug}/checkout/confirmed?reference=${result.json.reference}`)
    const waiting = await reservationOf(result.json.reference)
    expect(waiting.status).toBe('awaiting-payment')
    expect((await carNow(car.id)).reserved).toBe(false)
    expect(await post(site.host, form(car.id))).toMatchObject({ status: 409, json: { error: CHECKOUT_TEXT.taken } })
    expect(await leadsFor(car.id)).toHaveLength(0)

    const forged = await signed(completed(waiting.payment_ref!, waiting.reference), 'whsec_wrong')
    expect(forged.status).toBe(400)
    const stale = await signed(completed(waiting.payment_ref!, waiting.reference), secret, Math.floor(Date.now() / 1000) - 3600)
    expect(stale.status).toBe(400)
    expect((await reservationOf(result.json.reference)).status).toBe('awaiting-payment')

    const [first, replay] = [await signed(completed(waiting.payment_ref!, waiting.reference)), await signed(completed(waiting.payment_ref!, waiting.reference))]
    expect([first.status, replay.status]).toEqual([200, 200])
    const held = await reservationOf(result.json.reference)
    expect(held).toMatchObject({ status: 'held', paid_at: expect.any(String) })
    expect((await carNow(car.id)).reserved).toBe(true)
    const leads = await leadsFor(car.id)
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({ subcategory: 'Deposit paid' })
    expect(leads[0]!.message).toContain(`$500 deposit paid online (${waiting.payment_ref})`)
  })

  it('ignores notices for other events, other sessions and unknown references', async () => {
    const car = await newCar(site)
    const result = await post(site.host, form(car.id))
    const waiting = await reservationOf(result.json.reference)
    expect((await signed({ type: 'checkout.session.expired', data: { object: { id: waiting.payment_ref, client_reference_id: waiting.reference, payment_status: 'unpaid' } } })).status).toBe(200)
    expect((await signed(completed('cs_someone_else', waiting.reference))).status).toBe(200)
    expect((await signed(completed(waiting.payment_ref!, 'R-0000000000'))).status).toBe(200)
    expect((await reservationOf(result.json.reference)).status).toBe('awaiting-payment')
  })

  it("holds the car when the shopper comes back paid before Stripe's notice arrives", async () => {
    const car = await newCar(site)
    const result = await post(site.host, form(car.id))
    const waiting = await reservationOf(result.json.reference)
    expect((await settleOnReturn(payload, site.website, waiting)).status).toBe('awaiting-payment')
    paid.add(waiting.payment_ref!)
    expect((await settleOnReturn(payload, site.website, waiting)).status).toBe('held')
    expect((await signed(completed(waiting.payment_ref!, waiting.reference))).status).toBe(200)
    expect(await leadsFor(car.id)).toHaveLength(1)
    expect((await carNow(car.id)).reserved).toBe(true)
  })

  it('lets the car go again when Stripe cannot open a payment page, and lets a shopper who left the payment page start over', async () => {
    const car = await newCar(site)
    failWith = 503
    const failed = await post(site.host, form(car.id))
    failWith = null
    expect(failed).toMatchObject({ status: 502, json: { error: CHECKOUT_TEXT.failed } })
    const phone = nextPhone()
    const left = await post(site.host, form(car.id, { phone }))
    expect(left.status).toBe(201)
    const again = await post(site.host, form(car.id, { phone }))
    expect(again.status).toBe(201)
    expect((await reservationOf(left.json.reference)).status).toBe('cancelled')
    expect((await reservationOf(again.json.reference)).status).toBe('awaiting-payment')
  })

  it('ends an unpaid checkout after its payment window', async () => {
    const car = await newCar(site)
    const result = await post(site.host, form(car.id))
    await payload.db.drizzle.execute(sql`UPDATE reservations SET held_until = now() - interval '1 second' WHERE reference = ${result.json.reference}`)
    await expireReservations(payload)
    expect((await reservationOf(result.json.reference)).status).toBe('expired')
    expect((await post(site.host, form(car.id))).status).toBe(201)
  })
})

import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { TEXT } from '@/domain/leads/texts'
import { rest } from './helpers/http'
import { adfLeadId, crmPeer, mailKind, mailLeadId } from './helpers/leadPeers'
import { contact, enquiry, nextPhone, postLead } from './helpers/leadRequests'
import { testPayload } from './helpers/payload'
import { createWebsiteFixture, type WebsiteFixture } from './helpers/websiteFixture'

// The e-mail adapter reads SMTP_URL when the config loads, so the peer must be listening first.
const smtp = await vi.hoisted(async () => {
  const { smtpPeer } = await import('./helpers/leadPeers')
  const peer = await smtpPeer({ up: true })
  process.env.SMTP_URL = peer.url
  return peer
})

let payload: Payload
let site: WebsiteFixture
let other: WebsiteFixture
let crm: Awaited<ReturnType<typeof crmPeer>>

async function until<T>(what: () => Promise<T> | T, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const started = Date.now()
  for (;;) {
    const value = await what()
    if (done(value) || Date.now() - started > timeoutMs) return value
    await new Promise((r) => setTimeout(r, 100))
  }
}

const leadsOf = async (websiteId: number) => (await payload.count({ collection: 'leads', where: { tenant: { equals: websiteId } } })).totalDocs

beforeAll(async () => {
  crm = await crmPeer()
  payload = await testPayload({ cron: true })
  site = await createWebsiteFixture(payload, 'leads')
  other = await createWebsiteFixture(payload, 'leads-other')
  await payload.update({ collection: 'dealerships', id: site.dealership.id, data: { lead_emails: ['sales@leads.example'], crm_webhook_url: crm.url } })
})

afterAll(async () => {
  await smtp.close()
  await crm.close()
})

describe('POST /api/leads', () => {
  it('stores a vehicle enquiry first, then e-mails the dealer and the shopper and posts ADF to the CRM', async () => {
    const body = enquiry(site.car.id, { url: `http://${site.host}/cars/${site.car.slug}`, lead_attributes: { visited_pages: ['/search/used-cars'], linked_query_params: { utm_source: 'google' } } })
    const response = await postLead(site.host, body)
    expect(response.status).toBe(201)
    const leadId = response.json!.lead_id as number
    expect(response.json!.event_id).toBe(14)

    const lead = await payload.findByID({ collection: 'leads', id: leadId, depth: 0 })
    expect(lead).toMatchObject({ type: 'enquiry', category: 'Vehicle Enquiry', name: 'Ada', phone: body.phone, postcode: '4000', car: site.car.id, dealership: site.dealership.id, source: 'Website', opt_in: true })
    expect(lead.lead_attributes).toEqual({ visited_pages: ['/search/used-cars'], linked_query_params: { utm_source: 'google' } })
    expect((lead.car_snapshot as { stocknum: string }).stocknum).toBe(site.car.stocknum)

    await until(() => payload.findByID({ collection: 'leads', id: leadId, depth: 0 }), (l) => l.delivery_status === 'delivered')
    const mails = smtp.messages.filter((m) => mailLeadId(m.raw) === leadId)
    expect(mails.map((m) => mailKind(m.raw)).sort()).toEqual(['dealer', 'shopper'])
    expect(mails.find((m) => mailKind(m.raw) === 'dealer')!.to).toEqual(['sales@leads.example'])
    expect(mails.find((m) => mailKind(m.raw) === 'shopper')!.to).toEqual([body.email])
    const adf = crm.received.filter((r) => adfLeadId(r.body) === leadId)
    expect(adf).toHaveLength(1)
    expect(adf[0]!.body).toContain(`<stock>${site.car.stocknum}</stock>`)
    expect(adf[0]!.key).toBe(`forecourt-lead-${leadId}`)
  })

  it('answers a repeated idempotency key with the same lead, even when the repeats race', async () => {
    const body = enquiry(site.car.id)
    const before = await leadsOf(site.tenant)
    const answers = await Promise.all(Array.from({ length: 5 }, () => postLead(site.host, body)))
    const again = await postLead(site.host, body)
    const ids = new Set([...answers, again].map((a) => a.json!.lead_id))
    expect(ids.size).toBe(1)
    expect([...answers, again].every((a) => a.status === 201 || a.status === 200)).toBe(true)
    expect(await leadsOf(site.tenant)).toBe(before + 1)
  })

  it("refuses another website's car, a hidden car and a foreign location, storing nothing", async () => {
    const before = await leadsOf(site.tenant)
    expect((await postLead(site.host, enquiry(other.car.id))).json).toMatchObject({ fields: { car_id: 'This car is no longer available.' } })
    expect((await postLead(site.host, enquiry(site.hiddenCar.id))).status).toBe(400)
    const general = { type: 'general', idempotency_key: randomUUID(), ...contact, phone: nextPhone(), category: 'Sales Enquiry', message: 'Hi', location_id: other.location.id }
    expect((await postLead(site.host, general)).json).toMatchObject({ fields: { location_id: 'Please choose a location.' } })
    expect(await leadsOf(site.tenant)).toBe(before)
  })

  it('answers bad fields with the spec texts', async () => {
    const response = await postLead(site.host, enquiry(site.car.id, { postcode: '123', message: '' }))
    expect(response.status).toBe(400)
    expect(response.json).toMatchObject({ error: TEXT.fixErrors, fields: { postcode: TEXT.postcode, message: 'Please enter your comments.' } })
  })

  it('stores a careers enquiry as General Enquiry / Career Enquiry and fires event 51', async () => {
    const response = await postLead(site.host, { type: 'careers', idempotency_key: randomUUID(), ...contact, phone: nextPhone(), message: 'I would like to apply.' })
    expect(response.status).toBe(201)
    expect(response.json!.event_id).toBe(51)
    const lead = await payload.findByID({ collection: 'leads', id: response.json!.lead_id, depth: 0 })
    expect([lead.category, lead.subcategory]).toEqual(['General Enquiry', 'Career Enquiry'])
  })

  it('turns bots away at the honeypot and stores nothing', async () => {
    const before = await leadsOf(site.tenant)
    expect((await postLead(site.host, enquiry(site.car.id, { fax: 'http://spam.example' }))).status).toBe(400)
    expect(await leadsOf(site.tenant)).toBe(before)
  })

  it('limits leads per phone and per IP with a 429 and a clear message', async () => {
    const phone = nextPhone()
    const statuses = []
    for (let i = 0; i < 7; i++) statuses.push((await postLead(site.host, enquiry(site.car.id, { phone }), { ip: `198.51.100.${i}` })).status)
    expect(statuses.slice(0, 6).every((s) => s === 201)).toBe(true)
    const limited = await postLead(site.host, enquiry(site.car.id, { phone }), { ip: '198.51.100.99' })
    expect(limited.status).toBe(429)
    expect(limited.json!.error).toMatch(/^Too many enquiries/)

    const ip = '192.0.2.77'
    const byIp = []
    for (let i = 0; i < 21; i++) byIp.push((await postLead(site.host, enquiry(site.car.id), { ip })).status)
    expect(byIp.filter((s) => s === 429)).toHaveLength(1)
  })

  it('offers test drives only in open hours', async () => {
    await payload.update({
      collection: 'locations',
      id: site.location.id,
      data: { contact_detail: { opening_hours: [1, 2, 3, 4, 5].map((d) => ({ weekday: String(d) as '1', status: 'Open' as const, open: '09:00', close: '17:00' })) } },
    })
    const sunday = new Date()
    sunday.setDate(sunday.getDate() + ((7 - sunday.getDay()) % 7 || 7))
    const date = sunday.toISOString().slice(0, 10)
    const closed = await postLead(site.host, { type: 'test-drive', idempotency_key: randomUUID(), ...contact, phone: nextPhone(), car_id: site.car.id, preferred_date: date, preferred_time: '10:00' })
    expect(closed.json).toMatchObject({ fields: { preferred_time: 'That time is not available. Please choose another.' } })
  })
})

describe('leads in the admin', () => {
  it("shows staff only their own website's leads and lets them re-send", async () => {
    const created = await postLead(site.host, enquiry(site.car.id))
    const leadId = created.json!.lead_id
    const login = async (email: string) => (await rest('POST', '/users/login', { body: { email, password: site.password } })).json!.token as string
    const mine = await login(site.admin.email)
    const theirs = await login(other.admin.email)

    expect((await rest('GET', `/leads/${leadId}`, { token: mine })).status).toBe(200)
    expect((await rest('GET', `/leads/${leadId}`, { token: theirs })).status).toBe(404)
    const list = await rest('GET', '/leads?limit=100', { token: theirs })
    expect(list.json!.docs.some((d: { id: number }) => d.id === leadId)).toBe(false)
    expect((await rest('GET', `/leads/${leadId}`)).status).toBe(403)
    expect((await rest('POST', `/leads/${leadId}/resend`, { token: theirs, body: {} })).status).toBe(404)

    await until(() => payload.findByID({ collection: 'leads', id: leadId, depth: 0 }), (l) => l.delivery_status === 'delivered')
    const crmBefore = crm.received.filter((r) => adfLeadId(r.body) === leadId).length
    const resend = await rest('POST', `/leads/${leadId}/resend`, { token: mine, body: { destination: 'crm' } })
    expect(resend).toMatchObject({ status: 200, json: { resent: 1 } })
    await until(() => crm.received.filter((r) => adfLeadId(r.body) === leadId).length, (n) => n === crmBefore + 1)
    expect(crm.received.filter((r) => adfLeadId(r.body) === leadId)).toHaveLength(crmBefore + 1)
  })
})

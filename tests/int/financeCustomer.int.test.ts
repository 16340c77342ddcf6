import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { POST as createCustomer } from '@/app/api/youx/create-customer/route'
import { FINANCE_TEXT } from '@/domain/finance/customer'
import { testPayload } from './helpers/payload'
import { shopperApi } from './helpers/shopperApi'
import { createWebsiteFixture, type WebsiteFixture } from './helpers/websiteFixture'

const outbox = vi.hoisted(() => {
  const dir = `${process.cwd()}/.data/test-otp-outbox-finance-${process.pid}`
  process.env.FORECOURT_OTP_OUTBOX_DIR = dir
  return dir
})

let payload: Payload
let site: WebsiteFixture
let other: WebsiteFixture
let phones = 0
const nextPhone = () => `04${String(30_000_000 + (process.pid % 1000) * 1000 + phones++).slice(-8)}`

const { call, signIn } = shopperApi(9, outbox)

const application = (phone: string, change: Record<string, unknown> = {}) => ({
  data: { purchasePrice: '24,990', loanTerm: 5, selfAssessedCreditScore: 'GREAT', phoneNumber: phone, firstName: 'Mia', lastName: 'Nguyen', email: 'mia@example.com', postCode: '4000', subscribe: true, ...change },
  additionalData: { car_id: site.car.id, idempotency_key: `key-${phone}` },
})

const applicationsFor = async (phone: string) =>
  (await payload.find({ collection: 'finance-applications', where: { phone: { equals: phone } }, depth: 0, overrideAccess: true })).docs

beforeAll(async () => {
  payload = await testPayload()
  site = await createWebsiteFixture(payload, 'precheck')
  other = await createWebsiteFixture(payload, 'precheck-other')
  await payload.update({ collection: 'websites', id: site.tenant, data: { finance: { advertisedRate: 6.29, comparisonRate: 8.19 } } })
})

describe('POST /api/youx/create-customer (local finance adapter)', () => {
  it('pre-approves a shopper who verified this mobile, keeps the application and sends them to their personalised finance page', async () => {
    const phone = nextPhone()
    const cookie = await signIn(site.host, phone)
    const result = await call(createCustomer, site.host, application(phone), cookie)
    expect(result.status).toBe(200)
    expect(result.json.redirectUrl).toMatch(new RegExp(`^/personalised/finance\\?car_id=${site.car.id}&application=FC-[0-9A-F]{10}$`))
    const [stored] = await applicationsFor(phone)
    expect(stored).toMatchObject({
      tenant: site.tenant,
      reference: result.json.reference,
      status: 'pre-approved',
      partner: 'local',
      car: site.car.id,
      purchase_price: 24_990,
      loan_term: 5,
      credit_score: 'GREAT',
      advertised_rate: 6.29,
      comparison_rate: 8.19,
      subscribe: true,
      lead_key: `key-${phone}`,
    })
    expect(stored!.weekly_repayment).toBeGreaterThan(100)
  })

  it('refuses anybody who has not verified the mobile named in the application', async () => {
    const phone = nextPhone()
    expect(await call(createCustomer, site.host, application(phone))).toMatchObject({ status: 401, json: { error: FINANCE_TEXT.verifyFirst } })
    const cookie = await signIn(site.host, nextPhone())
    expect(await call(createCustomer, site.host, application(phone), cookie)).toMatchObject({ status: 401, json: { error: FINANCE_TEXT.verifyFirst } })
    expect(await applicationsFor(phone)).toHaveLength(0)
  })

  it("does not accept one website's session, or one website's car, on another", async () => {
    const phone = nextPhone()
    const cookie = await signIn(site.host, phone)
    expect((await call(createCustomer, other.host, { ...application(phone), additionalData: {} }, cookie)).status).toBe(401)
    const foreignCar = await call(createCustomer, site.host, { ...application(phone), additionalData: { car_id: other.car.id } }, cookie)
    expect(foreignCar.status).toBe(400)
    expect(foreignCar.json.fields['additionalData.car_id']).toBe('Not a car on this website.')
    expect(await applicationsFor(phone)).toHaveLength(0)
  })

  it.each([
    [{ purchasePrice: -1 }, 'data.purchasePrice'],
    [{ purchasePrice: 1e12 }, 'data.purchasePrice'],
    [{ loanTerm: 'forever' }, 'data.loanTerm'],
    [{ email: 'not-an-email' }, 'data.email'],
    [{ firstName: '<script>' }, 'data.firstName'],
    [{ postCode: 'ABCD' }, 'data.postCode'],
  ])('answers %j with 400 and a message on %s, storing nothing', async (change, field) => {
    const phone = nextPhone()
    const result = await call(createCustomer, site.host, application(phone, change), await signIn(site.host, phone))
    expect(result.status).toBe(400)
    expect(result.json.error).toBe(FINANCE_TEXT.customerFailed('our finance team'))
    expect(result.json.fields[field]).toEqual(expect.any(String))
    expect(await applicationsFor(phone)).toHaveLength(0)
  })

  it('answers 400 to bodies that are not applications at all', async () => {
    for (const body of [null, [], 'text', { data: null }, { data: [] }]) expect((await call(createCustomer, site.host, body)).status).toBe(400)
  })
})

describe('POST /api/youx/create-customer (finance partner over HTTP)', () => {
  let server: ReturnType<typeof createServer>
  let answer: { status: number; body: unknown } = { status: 200, body: {} }
  const received: Array<{ url: string; auth: string | undefined; body: any }> = []

  beforeAll(async () => {
    server = createServer(async (req: IncomingMessage, res) => {
      let raw = ''
      for await (const chunk of req) raw += chunk
      received.push({ url: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(raw) })
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    process.env.FINANCE_PARTNER_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
    process.env.FINANCE_PARTNER_KEY = 'partner-key'
    process.env.FINANCE_PARTNER_NAME = 'YouX'
  })

  afterAll(async () => {
    delete process.env.FINANCE_PARTNER_URL
    delete process.env.FINANCE_PARTNER_KEY
    delete process.env.FINANCE_PARTNER_NAME
    await new Promise((resolve) => server.close(resolve))
  })

  it("sends the §7 body with the key and follows the partner's redirect", async () => {
    answer = { status: 200, body: { redirectUrl: 'https://apply.partner.example/continue/abc', reference: 'YX-123' } }
    const phone = nextPhone()
    const result = await call(createCustomer, site.host, application(phone), await signIn(site.host, phone))
    expect(result).toMatchObject({ status: 200, json: { redirectUrl: 'https://apply.partner.example/continue/abc' } })
    const sent = received.at(-1)!
    expect(sent.url).toBe('/v1/customers')
    expect(sent.auth).toBe('Bearer partner-key')
    expect(sent.body).toEqual({
      data: expect.objectContaining({ purchasePrice: 24_990, loanTerm: 5, phoneNumber: phone, firstName: 'Mia', lastName: 'Nguyen', email: 'mia@example.com', postCode: '4000', subscribe: true }),
      additionalData: { car_id: site.car.id, idempotency_key: `key-${phone}` },
    })
    expect((await applicationsFor(phone))[0]).toMatchObject({ reference: 'YX-123', partner: 'partner', redirect_url: 'https://apply.partner.example/continue/abc' })
  })

  it('names the partner when it fails, and says so when it sends no redirect', async () => {
    answer = { status: 503, body: { message: 'down' } }
    const down = nextPhone()
    expect(await call(createCustomer, site.host, application(down), await signIn(site.host, down))).toMatchObject({ status: 502, json: { error: 'Failed to create customer with YouX' } })
    expect(await applicationsFor(down)).toHaveLength(0)

    answer = { status: 200, body: { reference: 'YX-456' } }
    const silent = nextPhone()
    expect(await call(createCustomer, site.host, application(silent), await signIn(site.host, silent))).toMatchObject({ status: 502, json: { error: FINANCE_TEXT.noRedirect } })
    expect((await applicationsFor(silent))[0]).toMatchObject({ reference: 'YX-456', redirect_url: null })
  })

  it('never sends a shopper to a redirect that is not a web address', async () => {
    answer = { status: 200, body: { redirectUrl: 'javascript:alert(1)' } }
    const phone = nextPhone()
    expect((await call(createCustomer, site.host, application(phone), await signIn(site.host, phone))).status).toBe(502)
  })
})

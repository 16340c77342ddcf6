import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { sql } from '@payloadcms/db-postgres/drizzle'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import twilio from 'twilio'
import type RequestClient from 'twilio/lib/base/RequestClient'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { GET as session } from '@/app/api/auth/session/route'
import { POST as sendCode } from '@/app/api/auth/send-code/route'
import { POST as signOut } from '@/app/api/auth/sign-out/route'
import { POST as verify } from '@/app/api/auth/verify/route'
import { GET as contactExists } from '@/app/api/check-if-contact-exists/route'
import { POST as rateLimit } from '@/app/api/rate-limit/route'
import { GET as watchlist } from '@/app/api/watchlist/list/route'
import { POST as removeCar } from '@/app/api/watchlist/remove-car/route'
import { POST as saveCar } from '@/app/api/watchlist/save-car/route'
import { AUTH_TEXT, CODE_LENGTH } from '@/domain/auth/code'
import { signInPhone } from '@/domain/auth/phone'
import { twilioOtpAdapter } from '@/services/otp/twilio'
import { testPayload } from './helpers/payload'
import { createWebsiteFixture, type WebsiteFixture } from './helpers/websiteFixture'

const outbox = vi.hoisted(() => {
  const dir = `${process.cwd()}/.data/test-otp-outbox-${process.pid}`
  process.env.FORECOURT_OTP_OUTBOX_DIR = dir
  return dir
})

let payload: Payload
let site: WebsiteFixture
let other: WebsiteFixture
let ipCounter = 0
let phoneCounter = 0
const nextPhone = () => `04${String(20_000_000 + (process.pid % 1000) * 1000 + phoneCounter++).slice(-8)}`

async function call(handler: (r: NextRequest) => Promise<Response> | Response, host: string, options: { body?: unknown; cookie?: string; ip?: string; method?: string; path?: string } = {}) {
  const headers: Record<string, string> = { host, 'x-real-ip': options.ip ?? `10.5.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}` }
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  if (options.cookie) headers.cookie = options.cookie
  const response = await handler(new NextRequest(`http://${host}${options.path ?? '/api/auth'}`, { method: options.method ?? 'POST', headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) }))
  return { status: response.status, json: (await response.json()) as Record<string, any>, setCookie: response.headers.get('set-cookie') }
}

const codeFor = async (phone: string) => (await readFile(path.join(outbox, `${phone}.txt`), 'utf8')).trim()
const cookieOf = (setCookie: string | null) => setCookie!.split(';')[0]!

async function signIn(host: string, phone: string) {
  expect((await call(sendCode, host, { body: { phone } })).status).toBe(200)
  const verified = await call(verify, host, { body: { phone, code: await codeFor(phone), first_name: 'Ada' } })
  expect(verified.status).toBe(200)
  return cookieOf(verified.setCookie)
}

beforeAll(async () => {
  payload = await testPayload()
  site = await createWebsiteFixture(payload, 'signin')
  other = await createWebsiteFixture(payload, 'signin-other')
})

describe('sign-in by phone code (local adapter)', () => {
  it('sends a code, refuses a wrong one, and signs in with the right one in a new HttpOnly, SameSite=Lax session', async () => {
    const phone = nextPhone()
    const sent = await call(sendCode, site.host, { body: { phone } })
    expect(sent).toMatchObject({ status: 200, json: { sent: true, event_id: 36 } })
    expect(await codeFor(phone)).toMatch(/^\d{6}$/)
    const wrong = await call(verify, site.host, { body: { phone, code: (Number(await codeFor(phone)) + 1).toString().padStart(6, '0').slice(-6) } })
    expect(wrong).toMatchObject({ status: 400, json: { error: AUTH_TEXT.invalidCode } })
    const verified = await call(verify, site.host, { body: { phone, code: await codeFor(phone) } })
    expect(verified).toMatchObject({ status: 200, json: { shopper: { phone }, event_id: 37 } })
    expect(verified.setCookie).toMatch(/^forecourt_shopper=[\w-]{40,}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/)
    expect((await call(session, site.host, { method: 'GET', cookie: cookieOf(verified.setCookie) })).json.shopper.phone).toBe(phone)
  })

  it("is not signed in on another website's host", async () => {
    const cookie = await signIn(site.host, nextPhone())
    expect((await call(session, other.host, { method: 'GET', cookie })).json.shopper).toBeNull()
  })

  it('gives every sign-in a new session and ends it on the server at sign-out', async () => {
    const phone = nextPhone()
    const first = await signIn(site.host, phone)
    const second = await signIn(site.host, phone)
    expect(second).not.toBe(first)
    const out = await call(signOut, site.host, { body: {}, cookie: second })
    expect(out.setCookie).toContain('Max-Age=0')
    expect((await call(session, site.host, { method: 'GET', cookie: second })).json.shopper).toBeNull()
    expect((await call(session, site.host, { method: 'GET', cookie: first })).json.shopper.phone).toBe(phone)
  })

  it('answers the same for a known and an unknown phone (no enumeration)', async () => {
    const known = nextPhone()
    await signIn(site.host, known)
    const a = await call(sendCode, site.host, { body: { phone: known } })
    const b = await call(sendCode, site.host, { body: { phone: nextPhone() } })
    expect(a).toEqual(b)
    const existsKnown = await call(contactExists, site.host, { method: 'GET', path: `/api/check-if-contact-exists?phone_number=${known}` })
    const existsNew = await call(contactExists, site.host, { method: 'GET', path: `/api/check-if-contact-exists?phone_number=${nextPhone()}` })
    expect(existsKnown).toEqual(existsNew)
  })

  it('refuses an expired code and a replayed one', async () => {
    const phone = nextPhone()
    await call(sendCode, site.host, { body: { phone } })
    const code = await codeFor(phone)
    await payload.db.drizzle.execute(sql`UPDATE otp_codes SET expires_at = now() - interval '1 second' WHERE phone = ${phone}`)
    expect((await call(verify, site.host, { body: { phone, code } })).json.error).toBe(AUTH_TEXT.invalidCode)

    await call(sendCode, site.host, { body: { phone } })
    const fresh = await codeFor(phone)
    expect((await call(verify, site.host, { body: { phone, code: fresh } })).status).toBe(200)
    expect((await call(verify, site.host, { body: { phone, code: fresh } })).status).toBe(400)
  })

  it('allows 5 checks per code, then even the right code gets the too-many answer', async () => {
    const phone = nextPhone()
    await call(sendCode, site.host, { body: { phone } })
    const code = await codeFor(phone)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) expect((await call(verify, site.host, { body: { phone, code: wrong } })).status).toBe(400)
    expect(await call(verify, site.host, { body: { phone, code } })).toMatchObject({ status: 429, json: { error: AUTH_TEXT.tooMany } })
  })

  it('sends at most 3 codes per phone per 15 minutes and 10 per IP per hour', async () => {
    const phone = nextPhone()
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await call(sendCode, site.host, { body: { phone } })).status)
    expect(statuses).toEqual([200, 200, 200, 429])
    expect((await call(rateLimit, site.host, { body: { phone } })).status).toBe(429)
    expect((await call(rateLimit, site.host, { body: { phone: nextPhone() } })).status).toBe(200)

    const ip = '198.18.0.1'
    const byIp = []
    for (let i = 0; i < 11; i++) byIp.push((await call(sendCode, site.host, { body: { phone: nextPhone() }, ip })).status)
    expect(byIp.filter((s) => s === 429)).toHaveLength(1)
  })

  it('refuses malformed phones and codes with the spec messages and never starts a session', async () => {
    for (const phone of ['', '123', '+1 202 555 0143', "0412'; DROP TABLE", { $ne: null }]) {
      const answer = await call(sendCode, site.host, { body: { phone } })
      expect(answer.status).toBe(400)
      expect(answer.setCookie).toBeNull()
    }
    const short = await call(verify, site.host, { body: { phone: nextPhone(), code: '12' } })
    expect(short).toMatchObject({ status: 400, json: { fields: { code: CODE_LENGTH } } })
    expect(short.setCookie).toBeNull()
  })

  it('logs every attempt for staff', async () => {
    const found = await payload.find({ collection: 'verifications', where: { tenant: { equals: site.tenant } }, limit: 500, depth: 0 })
    const outcomes = new Set(found.docs.map((d) => d.outcome))
    for (const outcome of ['sent', 'approved', 'rejected', 'expired', 'limited']) expect(outcomes).toContain(outcome)
    expect(found.docs.every((d) => !d.phone_hint || d.phone_hint.length === 3)).toBe(true)
  })
})

describe('watchlist', () => {
  it("saves and removes the signed-in shopper's own cars, and nobody else's", async () => {
    const mine = nextPhone()
    const theirs = nextPhone()
    const cookie = await signIn(site.host, mine)
    const theirCookie = await signIn(site.host, theirs)
    expect(await call(saveCar, site.host, { body: { phone_number: mine, car_id: site.car.id }, cookie })).toMatchObject({ status: 200, json: { success: true, event_id: 39 } })
    expect((await call(watchlist, site.host, { method: 'GET', cookie })).json).toEqual({ signedIn: true, phone: mine, ids: [site.car.id] })
    expect((await call(watchlist, site.host, { method: 'GET', cookie: theirCookie })).json.ids).toEqual([])

    expect((await call(saveCar, site.host, { body: { phone_number: mine, car_id: site.car.id }, cookie: theirCookie })).status).toBe(403)
    expect((await call(removeCar, site.host, { body: { phone_number: mine, car_id: site.car.id }, cookie: theirCookie })).status).toBe(403)
    expect((await call(saveCar, site.host, { body: { phone_number: mine, car_id: site.car.id } })).status).toBe(401)
    expect((await call(saveCar, site.host, { body: { phone_number: mine, car_id: other.car.id }, cookie })).status).toBe(400)
    expect((await call(saveCar, other.host, { body: { phone_number: mine, car_id: other.car.id }, cookie })).status).toBe(401)
    expect((await call(saveCar, site.host, { body: { phone_number: 'x', car_id: 'y' }, cookie })).status).toBe(400)
    expect((await call(watchlist, site.host, { method: 'GET', cookie })).json.ids).toEqual([site.car.id])

    expect((await call(removeCar, site.host, { body: { phone_number: mine, car_id: site.car.id }, cookie })).json.success).toBe(true)
    expect((await call(watchlist, site.host, { method: 'GET', cookie })).json.ids).toEqual([])
  })
})

describe('Twilio Verify adapter against a fake Twilio on 127.0.0.1', () => {
  let server: ReturnType<typeof createServer>
  let port = 0
  const seen: Array<{ path: string; body: string; auth?: string }> = []
  let sendError: { code: number; status: number } | null = null

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = ''
      req.on('data', (c) => (body += c))
      req.on('end', () => {
        seen.push({ path: req.url ?? '', body, auth: req.headers.authorization })
        res.setHeader('content-type', 'application/json')
        if (req.url?.endsWith('/Verifications')) {
          if (sendError) return res.writeHead(sendError.status).end(JSON.stringify({ ...sendError, message: 'refused', more_info: '' }))
          return res.writeHead(201).end(JSON.stringify({ sid: 'VE1', status: 'pending', to: '+61412345678', channel: 'sms' }))
        }
        if (req.url?.endsWith('/VerificationCheck')) {
          const code = new URLSearchParams(body).get('Code')
          if (code === '999999') return res.writeHead(404).end(JSON.stringify({ code: 20404, status: 404, message: 'not found' }))
          if (code === '888888') return res.writeHead(429).end(JSON.stringify({ code: 60202, status: 429, message: 'max checks' }))
          return res.writeHead(200).end(JSON.stringify({ sid: 'VE1', status: code === '123456' ? 'approved' : 'pending' }))
        }
        res.writeHead(404).end('{}')
      })
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((r) => server.close(() => r())))

  /** Twilio's own HTTP client, pointed at the fake: every call still goes through the library. */
  class LocalTwilio extends twilio.RequestClient {
    request<TData>(opts: RequestClient.RequestOptions<TData>) {
      return super.request<TData>({ ...opts, uri: opts.uri.replace(/^https:\/\/verify\.twilio\.com/, `http://127.0.0.1:${port}`) })
    }
  }

  const adapter = () => twilioOtpAdapter({ accountSid: 'AC00000000000000000000000000000000', authToken: 'token', serviceSid: 'VA00000000000000000000000000000000', httpClient: new LocalTwilio() })
  const phone = signInPhone.parse('0412 345 678')

  it('sends in international form over SMS and approves only on status "approved"', async () => {
    await adapter().send(phone, 1)
    const sent = seen.find((s) => s.path.endsWith('/Verifications'))!
    expect(sent.path).toBe('/v2/Services/VA00000000000000000000000000000000/Verifications')
    expect(new URLSearchParams(sent.body).get('To')).toBe('+61412345678')
    expect(new URLSearchParams(sent.body).get('Channel')).toBe('sms')
    expect(sent.auth).toMatch(/^Basic /)
    expect(await adapter().check(phone, '123456', 1)).toBe('approved')
    expect(await adapter().check(phone, '654321', 1)).toBe('rejected')
    expect(await adapter().check(phone, '999999', 1)).toBe('expired')
    expect(await adapter().check(phone, '888888', 1)).toBe('too-many')
  })

  it.each([
    [60200, 400, 'invalid-phone'],
    [60203, 429, 'too-many'],
    [20429, 429, 'too-many'],
    [20003, 401, 'unavailable'],
  ])('maps Twilio error %i to %s', async (code, status, kind) => {
    sendError = { code, status }
    await expect(adapter().send(phone, 1)).rejects.toMatchObject({ kind })
    sendError = null
  })
})

describe.runIf(process.env.TWILIO_CONTRACT_PHONE && process.env.TWILIO_ACCOUNT_SID)('Twilio Verify contract (real service)', () => {
  it('sends a code to the contract phone', async () => {
    const adapter = twilioOtpAdapter({ accountSid: process.env.TWILIO_ACCOUNT_SID!, authToken: process.env.TWILIO_AUTH_TOKEN!, serviceSid: process.env.TWILIO_VERIFY_SERVICE_SID! })
    await expect(adapter.send(signInPhone.parse(process.env.TWILIO_CONTRACT_PHONE!), 0)).resolves.toBeUndefined()
    expect(await adapter.check(signInPhone.parse(process.env.TWILIO_CONTRACT_PHONE!), '000000', 0)).not.toBe('approved')
  })
})

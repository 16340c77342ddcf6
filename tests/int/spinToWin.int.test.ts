import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { POST as spin } from '@/app/api/spin-to-win/route'
import { testPayload } from './helpers/payload'
import { shopperApi } from './helpers/shopperApi'
import { createWebsiteFixture, type WebsiteFixture } from './helpers/websiteFixture'

const outbox = vi.hoisted(() => {
  const dir = `${process.cwd()}/.data/test-otp-outbox-spin-${process.pid}`
  process.env.FORECOURT_OTP_OUTBOX_DIR = dir
  return dir
})

let payload: Payload
let site: WebsiteFixture
let other: WebsiteFixture
let phones = 0
const nextPhone = () => `04${String(70_000_000 + (process.pid % 1000) * 1000 + phones++).slice(-8)}`

const { call, signIn } = shopperApi(7, outbox)

const spinsOf = async (phone: string) => (await payload.find({ collection: 'prize-spins', where: { phone: { equals: phone } }, depth: 0, overrideAccess: true })).docs

beforeAll(async () => {
  payload = await testPayload()
  // The fixture switches spin-to-win on for `site`; `other` has it off.
  site = await createWebsiteFixture(payload, 'spin')
  other = await createWebsiteFixture(payload, 'spin-other')
  await payload.delete({ collection: 'feature-flags', id: other.flag.id })
  await payload.update({
    collection: 'websites',
    id: site.tenant,
    data: { spinToWin: { prizes: [{ label: 'Free detail', weight: 1 }, { label: 'Nothing ever', weight: 0 }, { label: 'Fuel card', weight: 3 }] } },
  })
})

describe('POST /api/spin-to-win', () => {
  it('gives a signed-in shopper one prize by the weights, keeps it, and tells the dealer', async () => {
    const phone = nextPhone()
    const cookie = await signIn(site.host, phone)
    const first = await call(spin, site.host, {}, cookie)
    expect(first.status).toBe(201)
    expect(['Free detail', 'Fuel card']).toContain(first.json.prize)
    expect(first.json).toMatchObject({ index: first.json.prize === 'Free detail' ? 0 : 2, alreadySpun: false })
    const again = await Promise.all([call(spin, site.host, {}, cookie), call(spin, site.host, {}, cookie)])
    for (const answer of again) expect(answer).toMatchObject({ status: 200, json: { prize: first.json.prize, alreadySpun: true } })
    const [stored] = await spinsOf(phone)
    expect(await spinsOf(phone)).toHaveLength(1)
    const lead = await payload.findByID({ collection: 'leads', id: stored!.lead as number, depth: 0, overrideAccess: true })
    expect(lead).toMatchObject({ tenant: site.tenant, category: 'Spin to Win', subcategory: first.json.prize, phone })
  })

  it('never lands on a prize weighted zero', async () => {
    const won = new Set<string>()
    for (let i = 0; i < 12; i++) won.add((await call(spin, site.host, {}, await signIn(site.host, nextPhone()))).json.prize)
    expect(won.has('Nothing ever')).toBe(false)
  })

  it('asks for sign-in, refuses input, and is not there where the website does not run it', async () => {
    expect((await call(spin, site.host, {})).status).toBe(401)
    const phone = nextPhone()
    const cookie = await signIn(site.host, phone)
    expect((await call(spin, site.host, { prize: 'Fuel card' }, cookie)).status).toBe(400)
    expect((await call(spin, other.host, {}, cookie)).status).toBe(404)
    const otherCookie = await signIn(other.host, nextPhone())
    expect((await call(spin, site.host, {}, otherCookie)).status).toBe(401)
    expect(await spinsOf(phone)).toHaveLength(0)
  })

  it("keeps each website's staff to their own winners", async () => {
    const phone = nextPhone()
    await call(spin, site.host, {}, await signIn(site.host, phone))
    const [stored] = await spinsOf(phone)
    expect((await payload.find({ collection: 'prize-spins', user: other.admin, overrideAccess: false, where: { id: { equals: stored!.id } } })).totalDocs).toBe(0)
    expect((await payload.find({ collection: 'prize-spins', user: site.admin, overrideAccess: false, where: { id: { equals: stored!.id } } })).totalDocs).toBe(1)
  })
})

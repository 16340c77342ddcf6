import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { contact, postLead } from './helpers/leadRequests'
import { testPayload } from './helpers/payload'
import { createWebsiteFixture, type WebsiteFixture } from './helpers/websiteFixture'

let payload: Payload
let site: WebsiteFixture
let other: WebsiteFixture

beforeAll(async () => {
  payload = await testPayload()
  site = await createWebsiteFixture(payload, 'hostile')
  other = await createWebsiteFixture(payload, 'hostile-other')
})

const nasty = [
  '<script>alert(1)</script>',
  "'; DROP TABLE leads; --",
  "1' OR '1'='1",
  '{"$gt": ""}',
  '../../etc/passwd',
  '\u0000\u0001\u0002',
  '${process.env.PAYLOAD_SECRET}',
  'x'.repeat(20_000),
  '<img src=x onerror=alert(1)>',
  '𝕏'.repeat(3000),
]
const wrongTypes: unknown[] = [null, true, 42, -1, 1e308, [], ['a'], {}, { $ne: null }, Number.NaN]
const fields = ['type', 'idempotency_key', 'name', 'last_name', 'email', 'phone', 'postcode', 'message', 'car_id', 'location_id', 'category', 'PreferredContactMethod', 'opt_in', 'terms_conditions', 'lead_attributes', 'preferred_date', 'preferred_time']

/** A deterministic corpus: every field of a valid lead spoiled with each hostile value or wrong type, plus broken envelopes. */
function corpus(carId: number, foreignCarId: number): unknown[] {
  const valid = () => ({ type: 'enquiry', idempotency_key: randomUUID(), car_id: carId, message: 'Hi', ...contact })
  const bodies: unknown[] = []
  for (const field of fields) {
    for (const value of [...nasty, ...wrongTypes]) {
      // Values that are right for the field (a checkbox's true, empty attribution) are not hostile.
      if (['opt_in', 'terms_conditions'].includes(field) && typeof value === 'boolean') continue
      // null (and NaN, which JSON sends as null) is an optional select left empty.
      if (field === 'location_id' && (value === null || Number.isNaN(value))) continue
      if (field === 'lead_attributes' && value && typeof value === 'object' && !Array.isArray(value) && !Object.keys(value).length) continue
      if (field === 'message' && typeof value === 'string' && !/[<\u0000]/.test(value) && [...value].length <= 5000) continue
      bodies.push({ ...valid(), [field]: value })
    }
  }
  const generalFields = ['category', 'location_id']
  for (const field of generalFields) for (const value of [...nasty, ...wrongTypes]) bodies.push({ ...valid(), type: 'general', [field]: value })
  bodies.push({ ...valid(), car_id: foreignCarId }, { ...valid(), type: 'test-drive', car_id: foreignCarId }, { ...valid(), type: 'request-photos', car_id: foreignCarId })
  for (const top of [null, 1, 'string', [], [valid()], true]) bodies.push(top)
  let n = 0
  while (bodies.length < 1000) {
    const body: Record<string, unknown> = valid()
    const field = fields[n % fields.length]!
    const value = [...nasty, ...wrongTypes][n % (nasty.length + wrongTypes.length)]
    body[field] = value === null && field === 'location_id' ? -1 : value
    body[`${field}_${n % 5}`] = value
    bodies.push(body)
    n++
  }
  return bodies.slice(0, 1000)
}

describe('hostile lead bodies', () => {
  it('answers 1,000 malformed or hostile bodies with 400 and field messages, storing and delivering nothing', async () => {
    const leadsBefore = (await payload.count({ collection: 'leads' })).totalDocs
    const deliveriesBefore = (await payload.count({ collection: 'lead-deliveries' })).totalDocs
    const bodies = corpus(site.car.id, other.car.id)
    expect(bodies).toHaveLength(1000)
    const statuses = new Map<number, number>()
    let withoutMessage = 0
    for (const [i, body] of bodies.entries()) {
      const response = await postLead(site.host, body, { ip: `172.16.${Math.floor(i / 250)}.${i % 250}` })
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
      if (!response.json?.error) withoutMessage++
    }
    expect(Object.fromEntries(statuses)).toEqual({ 400: 1000 })
    expect(withoutMessage).toBe(0)
    expect((await payload.count({ collection: 'leads' })).totalDocs).toBe(leadsBefore)
    expect((await payload.count({ collection: 'lead-deliveries' })).totalDocs).toBe(deliveriesBefore)
  }, 180_000)

  it('answers bodies that are not JSON, too large or of the wrong type without a 500', async () => {
    expect((await postLead(site.host, null, { raw: '{"type": "enquiry",' })).status).toBe(400)
    const tooLarge = await postLead(site.host, { ...contact, message: 'x'.repeat(40_000) })
    expect(tooLarge).toEqual({ status: 400, json: { error: 'This form is too large to send.' } })
    expect((await postLead(site.host, null, { raw: 'type=enquiry' })).status).toBe(400)
  })
})

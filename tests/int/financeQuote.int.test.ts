import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { POST } from '@/app/api/youx/quote/route'
import { testPayload } from './helpers/payload'
import { createWebsiteFixture, type WebsiteFixture } from './helpers/websiteFixture'

let payload: Payload
let site: WebsiteFixture
let excluded: WebsiteFixture

const quote = async (host: string, body: unknown) => {
  const response = await POST(new NextRequest(`http://${host}/api/youx/quote`, { method: 'POST', headers: { host, 'content-type': 'application/json', 'x-real-ip': '10.7.0.1' }, body: JSON.stringify(body) }))
  return { status: response.status, json: (await response.json()) as Record<string, any> }
}

beforeAll(async () => {
  payload = await testPayload()
  site = await createWebsiteFixture(payload, 'quote')
  excluded = await createWebsiteFixture(payload, 'quote-excluded')
  await payload.update({ collection: 'websites', id: site.tenant, data: { finance: { advertisedRate: 7.99, comparisonRate: 8.99 } } })
  await payload.update({ collection: 'websites', id: excluded.tenant, data: { finance: { excluded: true } } })
})

describe('POST /api/youx/quote', () => {
  it("quotes weekly from the website's rates, GREAT credit and 5 years by default", async () => {
    const result = await quote(site.host, { purchasePrice: 30_000 })
    expect(result.status).toBe(200)
    expect(result.json).toEqual({ weeklyRepaymentAmount: expect.any(Number), advertisedRate: 7.99, comparisonRate: 8.99 })
    expect(result.json.weeklyRepaymentAmount).toBeGreaterThan(130)
    expect(result.json.weeklyRepaymentAmount).toBeLessThan(145)
  })

  it('charges more for a poorer credit history and less over a longer term', async () => {
    const great = (await quote(site.host, { purchasePrice: '30,000', loanTerm: 5 })).json
    const poor = (await quote(site.host, { purchasePrice: 30_000, selfAssessedCreditScore: 'POOR' })).json
    const longer = (await quote(site.host, { purchasePrice: 30_000, loanTerm: 7 })).json
    expect(poor.advertisedRate).toBe(12.99)
    expect(poor.weeklyRepaymentAmount).toBeGreaterThan(great.weeklyRepaymentAmount)
    expect(longer.weeklyRepaymentAmount).toBeLessThan(great.weeklyRepaymentAmount)
  })

  it.each([[{}], [{ purchasePrice: -5 }], [{ purchasePrice: 'lots' }], [{ purchasePrice: 1e12 }], [{ purchasePrice: 30_000, loanTerm: 40 }], [{ purchasePrice: 30_000, selfAssessedCreditScore: 'AMAZING' }], [[1, 2]], [null]])(
    'answers %j with 400 and the quote error',
    async (body) => {
      const result = await quote(site.host, body)
      expect(result.status).toBe(400)
      expect(result.json.error).toBe('Failed to get quick quote')
    },
  )

  it('offers no quote where the website hides finance', async () => {
    expect((await quote(excluded.host, { purchasePrice: 30_000 })).status).toBe(404)
  })
})

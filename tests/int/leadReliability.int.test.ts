import { writeFile } from 'node:fs/promises'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { adfLeadId, crmPeer, mailKind, mailLeadId } from './helpers/leadPeers'
import { enquiry, postLead } from './helpers/leadRequests'
import { testPayload } from './helpers/payload'
import { createWebsiteFixture, type WebsiteFixture } from './helpers/websiteFixture'

// The e-mail adapter reads SMTP_URL when the config loads, so the peer must be listening first.
const smtp = await vi.hoisted(async () => {
  const { smtpPeer } = await import('./helpers/leadPeers')
  const peer = await smtpPeer({ up: false })
  process.env.SMTP_URL = peer.url
  return peer
})

const LEADS = 200
const REPLAYED = 40

let payload: Payload
let site: WebsiteFixture
let crm: Awaited<ReturnType<typeof crmPeer>>

beforeAll(async () => {
  crm = await crmPeer()
  payload = await testPayload({ cron: true })
  site = await createWebsiteFixture(payload, 'reliable')
  await payload.update({ collection: 'dealerships', id: site.dealership.id, data: { lead_emails: ['sales@reliable.example'], crm_webhook_url: crm.url } })
})

afterAll(async () => {
  await smtp.close()
  await crm.close()
})

const counts = (ids: number[], of: (id: number) => number) => ids.map(of)

describe('lead delivery through an outage', () => {
  it(`loses none of ${LEADS} leads while the mail server and the CRM are down, and delivers each exactly once when they return`, async () => {
    crm.setUp(false)
    const started = Date.now()
    const bodies = Array.from({ length: LEADS }, (_, i) => enquiry(site.car.id, { message: `Lead number ${i}` }))
    const answers = []
    for (const [i, body] of bodies.entries()) answers.push(await postLead(site.host, body, { ip: `10.1.${Math.floor(i / 200)}.${i % 200}` }))
    // A shopper's double click and a flaky network: the same keys again, some at the same time.
    const replays = await Promise.all(bodies.slice(0, REPLAYED).map((body, i) => postLead(site.host, body, { ip: `10.2.0.${i}` })))
    const acceptMs = Date.now() - started
    // Progress in the log, so a run that times out on a loaded machine says which phase was slow.
    console.info(`lead reliability: ${LEADS} leads and ${REPLAYED} replays answered in ${acceptMs} ms`)

    expect(answers.every((a) => a.status === 201)).toBe(true)
    const ids = answers.map((a) => a.json!.lead_id as number)
    expect(new Set(ids).size).toBe(LEADS)
    expect(replays.map((r) => r.json!.lead_id)).toEqual(ids.slice(0, REPLAYED))
    expect((await payload.count({ collection: 'leads', where: { tenant: { equals: site.tenant } } })).totalDocs).toBe(LEADS)

    await new Promise((r) => setTimeout(r, 3000))
    const failedDuringOutage = (await payload.count({ collection: 'lead-deliveries', where: { and: [{ tenant: { equals: site.tenant } }, { status: { equals: 'failed' } }] } })).totalDocs
    expect(crm.received).toHaveLength(0)

    smtp.setUp(true)
    crm.setUp(true)
    const back = Date.now()
    // This test process is one more worker beside the cron, as a second app instance would be.
    let delivered = 0
    while (Date.now() - back < 150_000) {
      // Two runners can pick the same job (Payload claims jobs without row locks); the SQL claim keeps
      // the lead to one copy, and the runner that finds its job already finished and deleted throws.
      await payload.jobs.run({ queue: 'leads', limit: 200, silent: true }).catch((error: unknown) => {
        if (!(error instanceof TypeError)) throw error
      })
      delivered = (await payload.count({ collection: 'leads', where: { and: [{ tenant: { equals: site.tenant } }, { delivery_status: { equals: 'delivered' } }] } })).totalDocs
      if (delivered === LEADS) break
      await new Promise((r) => setTimeout(r, 500))
    }
    const recoveryMs = Date.now() - back
    console.info(`lead reliability: ${delivered} of ${LEADS} delivered ${recoveryMs} ms after the peers returned`)
    // Late duplicates would arrive after the last delivery: give them the time to show up.
    await new Promise((r) => setTimeout(r, 3000))

    expect(delivered).toBe(LEADS)
    expect(counts(ids, (id) => crm.received.filter((r) => adfLeadId(r.body) === id).length).every((n) => n === 1)).toBe(true)
    expect(counts(ids, (id) => smtp.messages.filter((m) => mailLeadId(m.raw) === id && mailKind(m.raw) === 'dealer').length).every((n) => n === 1)).toBe(true)
    expect(counts(ids, (id) => smtp.messages.filter((m) => mailLeadId(m.raw) === id && mailKind(m.raw) === 'shopper').length).every((n) => n === 1)).toBe(true)
    // Other suites' leftover jobs share the queue and may reach these peers; count this test's leads only.
    const ours = new Set(ids)
    expect(crm.received.filter((r) => ours.has(adfLeadId(r.body)))).toHaveLength(LEADS)
    expect(smtp.messages.filter((m) => ours.has(mailLeadId(m.raw)))).toHaveLength(LEADS * 2)

    const figures = { leads: LEADS, replayed: REPLAYED, acceptMs, failedDuringOutage, recoveryMs, crmDocuments: crm.received.length, emails: smtp.messages.length }
    await writeFile('reports/lead-reliability.json', JSON.stringify(figures, null, 2)).catch(() => undefined)
    console.info('lead reliability', figures)
  }, 240_000)
})

import nodemailer from 'nodemailer'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { adfXml } from '@/domain/leads/adf'
import { deliverToCrm } from '@/services/crm/webhook'
import { partnerTradeInAdapter } from '@/services/tradeIn/partner'
import { testPayload } from './helpers/payload'

/**
 * Contract tests against the real third-party services, run only where their settings are given
 * (CI here has none; a staging pipeline sets them). The fakes on 127.0.0.1 in the other suites
 * answer as these services do; these tests keep that claim honest.
 */
const crmUrl = process.env.CRM_CONTRACT_URL
const smtpUrl = process.env.SMTP_CONTRACT_URL
const partnerUrl = process.env.TRADEIN_PARTNER_URL

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

describe('third-party contracts', () => {
  it.runIf(crmUrl)('the CRM webhook accepts an ADF/XML lead', async () => {
    const xml = adfXml({
      id: Date.now(),
      requestDate: new Date(),
      category: 'Contract test',
      customer: { firstName: 'Forecourt', lastName: 'Contract', email: 'contract@forecourt.example', phone: '0400000000', postcode: '4000', preferredContact: 'Email' },
      vendor: { id: 'forecourt-contract', name: 'Forecourt contract test' },
      provider: { service: 'Forecourt contract test' },
    })
    await expect(deliverToCrm(payload, { leadId: 0, url: crmUrl!, xml })).resolves.toBe(crmUrl)
  })

  it.runIf(smtpUrl)('the SMTP server accepts our connection and credentials', async () => {
    await expect(nodemailer.createTransport(smtpUrl!).verify()).resolves.toBe(true)
  })

  it.runIf(partnerUrl)('the valuation partner answers a lookup and a valuation in the shape we read', async () => {
    const adapter = partnerTradeInAdapter(partnerUrl!, process.env.TRADEIN_PARTNER_KEY ?? '')
    const vehicle = await adapter.lookupRego(process.env.TRADEIN_CONTRACT_REGO ?? 'ABC123', process.env.TRADEIN_CONTRACT_STATE ?? 'QLD')
    expect(vehicle === null || typeof vehicle.make === 'string').toBe(true)
    const estimate = await adapter.value({ year: 2021, make: 'Toyota', model: 'Corolla', kms: 45_000, answers: { condition: 'good', service_history: 'full', accident_history: 'no', keys: '2', finance_owing: 'no' } })
    expect(estimate === null || estimate.offer > 0).toBe(true)
  })
})

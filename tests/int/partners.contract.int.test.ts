import nodemailer from 'nodemailer'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { adfXml } from '@/domain/leads/adf'
import { deliverToCrm } from '@/services/crm/webhook'
import { createCustomerSchema } from '@/domain/finance/customer'
import { partnerFinanceAdapter } from '@/services/finance/partner'
import { partnerTradeInAdapter } from '@/services/tradeIn/partner'
import { stripePayments } from '@/services/payments/stripe'
import { testPayload } from './helpers/payload'

/**
 * Contract tests against the real third-party services, run only where their settings are given
 * (CI here has none; a staging pipeline sets them). The fakes on 127.0.0.1 in the other suites
 * answer as these services do; these tests keep that claim honest.
 */
const crmUrl = process.env.CRM_CONTRACT_URL
const smtpUrl = process.env.SMTP_CONTRACT_URL
const partnerUrl = process.env.TRADEIN_PARTNER_URL
const financeUrl = process.env.FINANCE_PARTNER_URL
// Only a test-mode key: the contract opens a Checkout Session and never pays it.
const stripeKey = process.env.STRIPE_SECRET_KEY?.startsWith('sk_test_') ? process.env.STRIPE_SECRET_KEY : undefined

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

  it.runIf(financeUrl)('the finance partner quotes, and (in its sandbox) creates a customer with a redirect', async () => {
    const adapter = partnerFinanceAdapter(financeUrl!, process.env.FINANCE_PARTNER_KEY ?? '', process.env.FINANCE_PARTNER_NAME || 'YouX')
    const quote = await adapter.quote({ selfAssessedCreditScore: 'GREAT', purchasePrice: 30_000, loanTerm: 5 }, { advertisedRate: 0, comparisonRate: 0, roundUp: false })
    expect(quote === null || (quote.weeklyRepaymentAmount > 0 && quote.comparisonRate > 0)).toBe(true)
    if (!process.env.FINANCE_CONTRACT_CREATE) return
    const request = createCustomerSchema.parse({
      data: { purchasePrice: 30_000, loanTerm: 5, selfAssessedCreditScore: 'GREAT', phoneNumber: process.env.FINANCE_CONTRACT_PHONE ?? '0400000000', firstName: 'Forecourt', lastName: 'Contract', email: 'contract@forecourt.example', postCode: '4000' },
      additionalData: { idempotency_key: `contract-${Date.now()}` },
    })
    const customer = await adapter.createCustomer(request, { advertisedRate: 0, comparisonRate: 0, roundUp: false })
    expect(customer.redirectUrl).toMatch(/^https:\/\//)
  })

  it.runIf(stripeKey)('Stripe opens a Checkout Session for a deposit and reports it unpaid', async () => {
    const stripe = stripePayments(stripeKey!, process.env.STRIPE_WEBHOOK_SECRET ?? '', process.env.STRIPE_API_URL || undefined)
    const started = await stripe.startDeposit({
      reference: `R-CONTRACT${Date.now()}`.slice(0, 12),
      amount: 200,
      description: 'Forecourt contract test deposit',
      email: 'contract@forecourt.example',
      successUrl: 'https://forecourt.example/done',
      cancelUrl: 'https://forecourt.example/cancelled',
    })
    expect(started?.url).toMatch(/^https:\/\/checkout\.stripe\.com\//)
    await expect(stripe.depositPaid(started!.paymentRef)).resolves.toBe(false)
  })
})

import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import type { PaymentsPort } from './port'

const TIMEOUT_MS = 10_000
/** Stripe's shortest Checkout Session; the car's hold outlasts it so a late payment still finds its hold. */
const SESSION_MINUTES = 31
const SIGNATURE_TOLERANCE_SECONDS = 300

const session = z.object({ id: z.string().min(1), url: z.url().nullable().optional(), payment_status: z.string().optional() })
const event = z.object({
  type: z.string(),
  data: z.object({ object: z.object({ id: z.string(), client_reference_id: z.string().nullable().optional(), payment_status: z.string().optional() }) }),
})

export class StripeSignatureError extends Error {}

/** Stripe's webhook signature: `t=…,v1=…`, an HMAC-SHA256 of `{t}.{body}` with the endpoint secret. */
export function verifyStripeSignature(rawBody: string, header: string | null, secret: string, now = new Date()): void {
  // Without the endpoint's secret anyone could sign a notice with an empty key.
  if (!secret) throw new StripeSignatureError('STRIPE_WEBHOOK_SECRET is not set: Stripe notifications are refused.')
  const parts = new Map<string, string[]>()
  for (const item of (header ?? '').split(',')) {
    const [key, value] = item.split('=', 2)
    if (key && value) parts.set(key.trim(), [...(parts.get(key.trim()) ?? []), value.trim()])
  }
  const timestamp = Number(parts.get('t')?.[0])
  if (!Number.isFinite(timestamp)) throw new StripeSignatureError('No timestamp in the Stripe-Signature header.')
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) throw new StripeSignatureError('The Stripe signature is too old.')
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest()
  const matches = (parts.get('v1') ?? []).some((candidate) => {
    const given = Buffer.from(candidate, 'hex')
    return given.length === expected.length && timingSafeEqual(given, expected)
  })
  if (!matches) throw new StripeSignatureError('The Stripe signature does not match.')
}

/** Stripe Checkout through its REST API (no SDK: two calls and a signature check). */
export function stripePayments(secretKey: string, webhookSecret: string, apiBase = 'https://api.stripe.com'): PaymentsPort {
  async function call(path: string, init: { method: 'GET' | 'POST'; form?: URLSearchParams }) {
    const response = await fetch(`${apiBase.replace(/\/$/, '')}${path}`, {
      method: init.method,
      headers: { authorization: `Bearer ${secretKey}`, ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: init.form,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    if (!response.ok) throw new Error(`Stripe answered ${response.status} to ${init.method} ${path}`)
    return session.parse(await response.json())
  }

  return {
    name: 'stripe',
    async startDeposit(request) {
      const form = new URLSearchParams({
        mode: 'payment',
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        customer_email: request.email,
        client_reference_id: request.reference,
        'metadata[reference]': request.reference,
        expires_at: String(Math.floor(Date.now() / 1000) + SESSION_MINUTES * 60),
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'aud',
        'line_items[0][price_data][unit_amount]': String(Math.round(request.amount * 100)),
        'line_items[0][price_data][product_data][name]': request.description,
      })
      const created = await call('/v1/checkout/sessions', { method: 'POST', form })
      if (!created.url) throw new Error('Stripe created a Checkout Session without a payment page URL')
      return { url: created.url, paymentRef: created.id }
    },
    async depositPaid(paymentRef) {
      const found = await call(`/v1/checkout/sessions/${encodeURIComponent(paymentRef)}`, { method: 'GET' })
      return found.payment_status === 'paid'
    },
    paidNotice(rawBody, signature, now) {
      verifyStripeSignature(rawBody, signature, webhookSecret, now)
      const parsed = event.safeParse(JSON.parse(rawBody))
      if (!parsed.success) return null
      const object = parsed.data.data.object
      const paid = ['checkout.session.completed', 'checkout.session.async_payment_succeeded'].includes(parsed.data.type) && object.payment_status === 'paid'
      return paid && object.client_reference_id ? { paymentRef: object.id, reference: object.client_reference_id } : null
    },
  }
}

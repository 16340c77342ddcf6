import { NextResponse, type NextRequest } from 'next/server'
import { payloadClient } from '@/data/payload'
import { receivePaymentNotice } from '@/services/checkout/paymentNotice'

/** POST /api/payments/stripe: Stripe's webhook for Checkout Sessions (set STRIPE_WEBHOOK_SECRET to this endpoint's secret). */
export async function POST(request: NextRequest) {
  const payload = await payloadClient()
  try {
    const answer = await receivePaymentNotice(payload, await request.text(), request.headers.get('stripe-signature'))
    return NextResponse.json(answer.body, { status: answer.status })
  } catch (error) {
    payload.logger.error({ err: error, msg: '/api/payments/stripe failed' })
    return NextResponse.json({ error: 'Not processed.' }, { status: 500 })
  }
}

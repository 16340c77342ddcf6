import type { Payload } from 'payload'
import { paymentsPort } from '@/services/payments'
import { StripeSignatureError } from '@/services/payments/stripe'
import { holdCar } from './confirm'

const MAX_BODY = 256 * 1024

/**
 * The payment provider's notification that a deposit was paid: verified by its signature, matched to
 * its reservation by reference and payment id, and turned into a held car. Answers 200 to anything
 * genuine (so the provider stops retrying) and 400 to anything forged or malformed.
 */
export async function receivePaymentNotice(payload: Payload, rawBody: string, signature: string | null): Promise<{ status: number; body: Record<string, unknown> }> {
  if (rawBody.length > MAX_BODY) return { status: 413, body: { error: 'Too large.' } }
  let notice
  try {
    notice = paymentsPort().paidNotice(rawBody, signature)
  } catch (error) {
    if (error instanceof StripeSignatureError || error instanceof SyntaxError) return { status: 400, body: { error: error.message } }
    throw error
  }
  if (!notice) return { status: 200, body: { received: true } }
  const found = await payload.find({ collection: 'reservations', where: { reference: { equals: notice.reference } }, depth: 1, limit: 1, overrideAccess: true, select: { tenant: true, status: true, payment_ref: true } })
  const reservation = found.docs[0]
  if (!reservation || reservation.payment_ref !== notice.paymentRef || typeof reservation.tenant !== 'object' || !reservation.tenant) {
    payload.logger.warn(`[payments] paid notice for unknown reservation ${notice.reference}`)
    return { status: 200, body: { received: true } }
  }
  const held = await holdCar(payload, reservation.tenant, reservation.id, notice.paymentRef)
  if (!held && reservation.status !== 'held') {
    // Paid after the hold ran out or after staff cancelled it: a person must refund or sell.
    payload.logger.warn(`[payments] ${notice.reference} was paid while ${reservation.status}; the dealership must refund or confirm it`)
    await payload.update({ collection: 'reservations', id: reservation.id, data: { paid_at: new Date().toISOString(), notes: `Deposit paid while ${reservation.status}: refund it or reinstate the reservation.` }, overrideAccess: true })
  }
  return { status: 200, body: { received: true } }
}

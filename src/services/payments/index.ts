import { offlinePayments } from './offline'
import type { PaymentsPort } from './port'
import { stripePayments } from './stripe'

/** Stripe when STRIPE_SECRET_KEY is set (with STRIPE_WEBHOOK_SECRET for its notifications), deposits by phone otherwise. */
export function paymentsPort(): PaymentsPort {
  const key = process.env.STRIPE_SECRET_KEY
  return key ? stripePayments(key, process.env.STRIPE_WEBHOOK_SECRET ?? '', process.env.STRIPE_API_URL || undefined) : offlinePayments
}

/** A deposit is paid by card when a card provider is configured and there is a deposit to pay. */
export const paysOnline = (port: PaymentsPort, deposit: number) => port.name !== 'offline' && deposit > 0

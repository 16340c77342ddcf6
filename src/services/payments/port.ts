/** What the shopper is asked to pay now: a refundable deposit in Australian dollars. */
export type DepositRequest = {
  reference: string
  amount: number
  description: string
  email: string
  successUrl: string
  cancelUrl: string
}

export type StartedPayment = { url: string; paymentRef: string }

/** A payment the provider says is complete, read from its signed notification. */
export type PaidNotice = { paymentRef: string; reference: string }

/** Card payments for reserve and buy-online deposits (architecture: payments offline | stripe). */
export type PaymentsPort = {
  name: 'offline' | 'stripe'
  /** The hosted payment page for a deposit, or null when deposits are taken by the dealership. */
  startDeposit(request: DepositRequest): Promise<StartedPayment | null>
  /** Asked when the shopper comes back from the payment page, so a late webhook never keeps them waiting. */
  depositPaid(paymentRef: string): Promise<boolean>
  /** A signed notification from the provider: the paid deposit it reports, null for other events; throws on a bad signature. */
  paidNotice(rawBody: string, signature: string | null, now?: Date): PaidNotice | null
}

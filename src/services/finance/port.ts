import type { CreateCustomerRequest } from '@/domain/finance/customer'
import type { Quote, QuoteRequest } from '@/domain/finance/quote'

export type FinanceRates = { advertisedRate: number; comparisonRate: number; roundUp: boolean }

/** What the partner answered for a new finance customer: where to send the shopper next. */
export type FinanceCustomer = { reference: string; status: 'pre-approved' | 'referred'; redirectUrl: string | null; quote: Quote | null }

/** The finance partner (§7 youx calls): quick quotes and finance customers for pre-approval. */
export type FinancePort = {
  name: string
  /** Named in the §8 message `Failed to create customer with {finance partner}`. */
  displayName: string
  quote(request: QuoteRequest, rates: FinanceRates): Promise<Quote | null>
  createCustomer(request: CreateCustomerRequest, rates: FinanceRates): Promise<FinanceCustomer>
}

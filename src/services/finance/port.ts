import type { Quote, QuoteRequest } from '@/domain/finance/quote'

export type FinanceRates = { advertisedRate: number; comparisonRate: number; roundUp: boolean }

/** The finance partner (§7 youx calls): quick quotes now, customer creation with the sign-in issue. */
export type FinancePort = { name: string; quote(request: QuoteRequest, rates: FinanceRates): Promise<Quote | null> }

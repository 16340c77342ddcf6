import { randomBytes } from 'node:crypto'
import { creditMargin } from '@/domain/finance/quote'
import { repayment } from '@/domain/finance/repayment'
import type { FinancePort } from './port'

/**
 * Without a partner: the website's advertised and comparison rates, plus a margin for the shopper's
 * own view of their credit, amortised weekly over the term. No answer below the §5 quotable line.
 * A customer is pre-approved on that estimate and sent to the website's own personalised finance page.
 */
export const localFinanceAdapter: FinancePort = {
  name: 'local',
  displayName: 'our finance team',
  async quote(request, rates) {
    const margin = creditMargin[request.selfAssessedCreditScore]
    const advertisedRate = Math.round((rates.advertisedRate + margin) * 100) / 100
    const comparisonRate = Math.round((rates.comparisonRate + margin) * 100) / 100
    const result = repayment({ amount: request.purchasePrice, interest: advertisedRate, termYears: request.loanTerm, frequency: 'week', roundUp: rates.roundUp })
    return result.kind === 'quote' ? { weeklyRepaymentAmount: result.repayment, advertisedRate, comparisonRate } : null
  },
  async createCustomer(request, rates) {
    const quote = await localFinanceAdapter.quote(request.data, rates)
    const reference = `FC-${randomBytes(5).toString('hex').toUpperCase()}`
    const params = new URLSearchParams({ ...(request.additionalData.car_id ? { car_id: String(request.additionalData.car_id) } : {}), application: reference })
    return { reference, status: quote ? 'pre-approved' : 'referred', redirectUrl: `/personalised/finance?${params}`, quote }
  },
}

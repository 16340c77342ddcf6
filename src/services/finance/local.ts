import { creditMargin } from '@/domain/finance/quote'
import { repayment } from '@/domain/finance/repayment'
import type { FinancePort } from './port'

/**
 * Without a partner: the website's advertised and comparison rates, plus a margin for the shopper's
 * own view of their credit, amortised weekly over the term. No answer below the §5 quotable line.
 */
export const localFinanceAdapter: FinancePort = {
  name: 'local',
  async quote(request, rates) {
    const margin = creditMargin[request.selfAssessedCreditScore]
    const advertisedRate = Math.round((rates.advertisedRate + margin) * 100) / 100
    const comparisonRate = Math.round((rates.comparisonRate + margin) * 100) / 100
    const result = repayment({ amount: request.purchasePrice, interest: advertisedRate, termYears: request.loanTerm, frequency: 'week', roundUp: rates.roundUp })
    return result.kind === 'quote' ? { weeklyRepaymentAmount: result.repayment, advertisedRate, comparisonRate } : null
  },
}

'use client'

import { formatMoney } from '@/domain/priceDisplay'
import { RateLine } from './RateLine'
import { useQuickQuote } from './preApproval/useQuickQuote'

/**
 * §5: a car with no lender figures and no stored quote asks for one once (GREAT credit, 5 years), with
 * a loading line; a failure shows nothing, as the spec says, and the box keeps its Get Finance button.
 */
export function QuoteEstimate({ price, year, vin, nvic }: { price: number; year: number | null; vin: string | null; nvic: string | null }) {
  const quote = useQuickQuote({ purchasePrice: price, ...(year ? { year } : {}), ...(vin ? { vin } : {}), ...(nvic ? { nvic } : {}) })
  if (quote.kind === 'loading') return <p className="finance-box__payment finance-box__payment--loading">Working out an estimate…</p>
  if (quote.kind !== 'quote') return null
  return (
    <>
      <p className="finance-box__payment">
        Estimated <strong>{formatMoney(Math.ceil(quote.quote.weeklyRepaymentAmount))}</strong> /week
      </p>
      <RateLine interest={quote.quote.advertisedRate} comparison={quote.quote.comparisonRate} />
    </>
  )
}

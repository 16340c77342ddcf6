import type { LenderFigures, LenderName } from '@/domain/finance/lenders'
import { formatMoney } from '@/domain/priceDisplay'
import { Disclaimer } from './Disclaimer'
import { RateLine } from './RateLine'
import { GetFinanceButton } from './preApproval/GetFinanceButton.client'
import { QuoteEstimate } from './QuoteEstimate.client'
import type { PreApprovalSetup } from './preApproval/types'

type StoredQuote = { weeklyRepaymentAmount?: number | null; advertisedRate?: number | null; comparisonRate?: number | null } | null | undefined

type Props = {
  lenders: Array<{ provider: LenderName; figures: LenderFigures }>
  /** The car's stored partner quote (youxQuote), used when no lender has figures. */
  quote: StoredQuote
  /** Only a car without any lender data gets a quote instead (§5): a lender's own rule that hides finance stands. */
  estimate: boolean
  financeHref: string
  showDisclaimers: boolean
  preApproval: PreApprovalSetup
}

/**
 * §2 sidebar finance box: each eligible lender's weekly (or monthly) figure with both rates and its
 * disclaimer; without lender figures, the car's quote (fetched once when it has none); and Get Finance.
 */
export function FinanceBox({ lenders, quote, estimate, financeHref, showDisclaimers, preApproval }: Props) {
  const car = preApproval.car
  if (!lenders.length && !(estimate && car?.price)) return null
  return (
    <section className="finance-box" aria-label="Finance">
      {!lenders.length && estimate && car?.price ? (
        <div className="finance-box__lender">
          {quote?.weeklyRepaymentAmount && quote.advertisedRate && quote.comparisonRate ? (
            <>
              <p className="finance-box__payment">
                Estimated <strong>{formatMoney(Math.ceil(quote.weeklyRepaymentAmount))}</strong> /week
              </p>
              <RateLine interest={quote.advertisedRate} comparison={quote.comparisonRate} />
            </>
          ) : (
            <QuoteEstimate price={car.price} year={car.year} vin={car.vin} nvic={car.nvic} />
          )}
        </div>
      ) : null}
      {lenders.map(({ provider, figures }) => {
        const weekly = figures.paymentWeek ?? null
        const monthly = figures.paymentMonth ?? null
        return (
          <div key={provider} className="finance-box__lender">
            <p className="finance-box__payment">
              {weekly !== null ? (
                <>
                  <strong>{formatMoney(Math.ceil(weekly))}</strong> /week
                </>
              ) : monthly !== null ? (
                <>
                  <strong>{formatMoney(Math.ceil(monthly))}</strong> /month
                </>
              ) : (
                <strong>Finance available</strong>
              )}
              <span className="finance-box__provider"> with {provider}</span>
            </p>
            <RateLine interest={figures.interestRate!} comparison={figures.comparisonRate!} />
            {showDisclaimers && figures.disclaimer ? <Disclaimer text={`*${figures.disclaimer}`} /> : null}
          </div>
        )
      })}
      <GetFinanceButton href={financeHref} setup={preApproval} />
    </section>
  )
}

import type { LenderFigures, LenderName } from '@/domain/finance/lenders'
import { formatMoney } from '@/domain/priceDisplay'
import { Disclaimer } from './Disclaimer'
import { RateLine } from './RateLine'
import { GetFinanceButton } from './preApproval/GetFinanceButton.client'
import type { PreApprovalSetup } from './preApproval/types'

type Props = { lenders: Array<{ provider: LenderName; figures: LenderFigures }>; financeHref: string; showDisclaimers: boolean; preApproval: PreApprovalSetup }

/** §2 sidebar finance box: each eligible lender's weekly (or monthly) figure with both rates and its disclaimer, and Get Finance. */
export function FinanceBox({ lenders, financeHref, showDisclaimers, preApproval }: Props) {
  if (!lenders.length) return null
  return (
    <section className="finance-box" aria-label="Finance">
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

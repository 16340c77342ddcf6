'use client'

import { useId, useState } from 'react'
import { budget, budgetDefaults, budgetInput, budgetSearch } from '@/domain/finance/budget'

const money = (n: number) => n.toLocaleString('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 })

/**
 * "Find cars for your budget" (§2, §9): a repayment and deposit become a price (× 12 or × 52 × 5
 * years + deposit); below the cheapest car the button is disabled with the spec's texts, otherwise it
 * searches that price range.
 */
export function BudgetSearch({ lowestPrice, carTypeLabel = 'car' }: { lowestPrice: number | null; carTypeLabel?: string }) {
  const id = useId()
  const [frequency, setFrequency] = useState<'month' | 'week'>('month')
  const [repayment, setRepayment] = useState(String(budgetDefaults.month))
  const [deposit, setDeposit] = useState(String(budgetDefaults.deposit))
  const amount = budget(repayment, deposit, frequency)
  const result = budgetSearch(amount, lowestPrice, carTypeLabel)
  const href = result.disabled ? undefined : `/search?price=${result.search.min}..${result.search.max}&sortBy=price_desc`

  return (
    <section className="budget-search" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Find cars for your budget</h2>
      <div className="calculator__fields">
        <fieldset className="finance-calculator__frequency">
          <legend>I can repay</legend>
          {(['month', 'week'] as const).map((f) => (
            <label key={f}>
              <input
                type="radio"
                name={`${id}-frequency`}
                checked={frequency === f}
                onChange={() => {
                  setFrequency(f)
                  setRepayment(String(budgetDefaults[f]))
                }}
              />{' '}
              {f === 'month' ? 'Monthly' : 'Weekly'}
            </label>
          ))}
        </fieldset>
        <div className="finance-calculator__field">
          <label htmlFor={`${id}-repayment`}>Repayment per {frequency}</label>
          <span className="money-input">
            <span aria-hidden="true">$</span>
            <input id={`${id}-repayment`} inputMode="numeric" value={repayment} onChange={(e) => setRepayment(e.target.value.replace(/[^\d,]/g, ''))} onBlur={() => setRepayment(String(budgetInput(repayment)))} />
          </span>
        </div>
        <div className="finance-calculator__field">
          <label htmlFor={`${id}-deposit`}>Deposit</label>
          <span className="money-input">
            <span aria-hidden="true">$</span>
            <input id={`${id}-deposit`} inputMode="numeric" value={deposit} onChange={(e) => setDeposit(e.target.value.replace(/[^\d,]/g, ''))} onBlur={() => setDeposit(String(budgetInput(deposit)))} />
          </span>
        </div>
      </div>
      <p className="budget-search__amount" aria-live="polite">
        Your budget: <strong>{money(amount)}</strong>
      </p>
      {result.disabled ? (
        <>
          <p className="finance-calculator__help">{result.message}</p>
          <button type="button" className="button" disabled>
            {result.button}
          </button>
        </>
      ) : (
        <a className="button" href={href}>
          Show me cars up to {money(result.search.max)}
        </a>
      )}
      <p className="finance-disclaimer">A guide only: five years of repayments plus your deposit, before interest, fees and any balloon.</p>
    </section>
  )
}

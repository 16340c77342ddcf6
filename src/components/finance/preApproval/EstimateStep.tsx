'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm, useWatch, type Resolver } from 'react-hook-form'
import { estimateStep } from '@/domain/finance/customer'
import { creditScores, type CreditScore } from '@/domain/finance/quote'
import { readNumber } from '@/domain/finance/limits'
import { formatMoney } from '@/domain/priceDisplay'
import { Disclaimer } from '../Disclaimer'
import { RateLine } from '../RateLine'
import type { Estimate, PreApprovalCar } from './types'
import { useQuickQuote } from './useQuickQuote'

type Input = { purchasePrice: string; loanTerm: string; selfAssessedCreditScore: CreditScore }

const withSeparators = (value: string) => {
  const n = readNumber(value)
  return Number.isFinite(n) && n > 0 ? Math.round(n).toLocaleString('en-AU') : ''
}

/** Tab 1, Quick Estimate: price, term and the shopper's view of their credit, with a live quote. */
export function EstimateStep({ car, initial, disclaimer, onNext }: { car: PreApprovalCar | null; initial: Estimate | null; disclaimer: string | null; onNext: (estimate: Estimate) => void }) {
  const id = useId()
  const form = useForm<Input, unknown, Estimate>({
    resolver: zodResolver(estimateStep) as unknown as Resolver<Input, unknown, Estimate>,
    defaultValues: {
      purchasePrice: withSeparators(String(initial?.purchasePrice ?? car?.price ?? '')),
      loanTerm: String(initial?.loanTerm ?? 5),
      selfAssessedCreditScore: initial?.selfAssessedCreditScore ?? 'GREAT',
    },
  })
  const values = useWatch({ control: form.control })
  const parsed = estimateStep.safeParse(values)
  const quote = useQuickQuote(parsed.success ? { ...parsed.data, year: car?.year ?? undefined, vin: car?.vin ?? undefined, nvic: car?.nvic ?? undefined } : null)
  const errors = form.formState.errors
  const described = (field: keyof Input) => (errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` } : {})
  const message = (field: keyof Input) =>
    errors[field] ? (
      <p className="lead-form__error" id={`${id}-${field}-error`}>
        {errors[field]?.message}
      </p>
    ) : null

  return (
    <form className="lead-form" noValidate onSubmit={form.handleSubmit(onNext)}>
      <div className="lead-form__field">
        <label htmlFor={`${id}-purchasePrice`}>Purchase price</label>
        <span className="money-input">
          <span aria-hidden="true">$</span>
          <input
            id={`${id}-purchasePrice`}
            inputMode="numeric"
            maxLength={12}
            {...described('purchasePrice')}
            {...form.register('purchasePrice', { onBlur: (e) => form.setValue('purchasePrice', withSeparators(e.target.value)) })}
          />
        </span>
        {message('purchasePrice')}
      </div>
      <div className="lead-form__field">
        <label htmlFor={`${id}-loanTerm`}>Loan term</label>
        <select id={`${id}-loanTerm`} {...described('loanTerm')} {...form.register('loanTerm')}>
          {[1, 2, 3, 4, 5, 6, 7].map((years) => (
            <option key={years} value={years}>
              {years} {years === 1 ? 'year' : 'years'}
            </option>
          ))}
        </select>
        {message('loanTerm')}
      </div>
      <fieldset className="lead-form__choice" {...described('selfAssessedCreditScore')}>
        <legend>How is your credit history?</legend>
        {creditScores.map((score) => (
          <label key={score}>
            <input type="radio" value={score} {...form.register('selfAssessedCreditScore')} /> {score.charAt(0) + score.slice(1).toLowerCase()}
          </label>
        ))}
        {message('selfAssessedCreditScore')}
      </fieldset>
      <div className="pre-approval__quote" aria-live="polite" aria-busy={quote.kind === 'loading'}>
        {quote.kind === 'quote' ? (
          <>
            <p className="finance-calculator__repayment">
              Estimated <strong>{formatMoney(quote.quote.weeklyRepaymentAmount)}</strong> per week
            </p>
            <RateLine interest={quote.quote.advertisedRate} comparison={quote.quote.comparisonRate} />
            {disclaimer ? <Disclaimer text={`*${disclaimer}`} /> : null}
          </>
        ) : quote.kind === 'enquire' ? (
          <p className="finance-calculator__repayment">
            <strong>Enquire for Finance</strong>
          </p>
        ) : quote.kind === 'loading' ? (
          <p className="lead-form__hint">Working out your estimate…</p>
        ) : null}
      </div>
      <div className="lead-form__buttons">
        <button type="submit" className="button">
          Next
        </button>
      </div>
    </form>
  )
}

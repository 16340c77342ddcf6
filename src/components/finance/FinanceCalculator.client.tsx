'use client'

import { useId, useRef, useState } from 'react'
import { amountHelp, clamp, clampAmount, readNumber, type CalculatorLimits } from '@/domain/finance/limits'
import { frequencies, repayment, type Frequency } from '@/domain/finance/repayment'
import { RateLine } from './RateLine'

type Props = {
  price: number
  limits: CalculatorLimits
  interest: number
  comparisonRate: number
  establishmentFee?: number
  roundUp?: boolean
}

const money = (n: number) => n.toLocaleString('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: n % 1 ? 2 : 0 })
const withSeparators = (n: number) => (Number.isFinite(n) ? n.toLocaleString('en-AU') : '')
const frequencyLabel: Record<Frequency, string> = { week: 'Weekly', fortnight: 'Fortnightly', month: 'Monthly' }

/**
 * §5 dealer calculator: money fields with $ and thousand separators, every input clamped to its
 * range on leaving the field, the repayment or "Enquire for Finance", the comparison rate beside
 * the interest rate, and a details panel (Show More / Show Less).
 */
export function FinanceCalculator(props: Props) {
  const { limits } = props
  const id = useId()
  const used = useRef(false)
  const [amount, setAmount] = useState(withSeparators(clampAmount(props.price, limits.amount)))
  const [deposit, setDeposit] = useState('0')
  const [term, setTerm] = useState(limits.term.default)
  const [interest, setInterest] = useState(String(clamp(props.interest, limits.interest)))
  const [frequency, setFrequency] = useState<Frequency>('week')
  const [details, setDetails] = useState(false)

  const typedAmount = readNumber(amount)
  const outOfRange = !Number.isFinite(typedAmount) || typedAmount < limits.amount.min || typedAmount > limits.amount.max
  const result = repayment({
    amount: clampAmount(amount, limits.amount),
    deposit: clamp(deposit, limits.deposit),
    establishmentFee: props.establishmentFee,
    interest: clamp(interest, limits.interest),
    termYears: term,
    frequency,
    roundUp: props.roundUp,
  })

  function firstUse() {
    if (used.current) return
    used.current = true
    // §7 event 26: the first use of a finance calculator.
    ;(window as { dataLayer?: unknown[] }).dataLayer?.push({ event: 'forecourt', event_id: 26 })
  }

  const terms: number[] = []
  for (let t = limits.term.min; t <= limits.term.max; t += limits.term.step) terms.push(t)

  return (
    <div className="finance-calculator" onInput={firstUse}>
      <div className="calculator__fields">
        <div className="finance-calculator__field">
          <label htmlFor={`${id}-amount`}>Purchase price</label>
          <span className="money-input">
            <span aria-hidden="true">$</span>
            <input
              id={`${id}-amount`}
              inputMode="numeric"
              value={amount}
              aria-describedby={outOfRange ? `${id}-amount-help` : undefined}
              aria-invalid={outOfRange || undefined}
              onChange={(e) => setAmount(e.target.value.replace(/[^\d,]/g, ''))}
              onBlur={() => setAmount(withSeparators(clampAmount(amount, limits.amount)))}
            />
          </span>
          {outOfRange ? (
            <p id={`${id}-amount-help`} className="finance-calculator__help">
              {amountHelp(limits.amount.min, limits.amount.max)}
            </p>
          ) : null}
        </div>
        <div className="finance-calculator__field">
          <label htmlFor={`${id}-deposit`}>Deposit or trade-in</label>
          <span className="money-input">
            <span aria-hidden="true">$</span>
            <input id={`${id}-deposit`} inputMode="numeric" value={deposit} onChange={(e) => setDeposit(e.target.value.replace(/[^\d,]/g, ''))} onBlur={() => setDeposit(withSeparators(clamp(deposit, limits.deposit)))} />
          </span>
        </div>
        <div className="finance-calculator__field">
          <label htmlFor={`${id}-term`}>Loan term</label>
          <select id={`${id}-term`} value={term} onChange={(e) => setTerm(Number(e.target.value))}>
            {terms.map((t) => (
              <option key={t} value={t}>
                {t} {t === 1 ? 'year' : 'years'}
              </option>
            ))}
          </select>
        </div>
        <div className="finance-calculator__field">
          <label htmlFor={`${id}-interest`}>Interest rate (% p.a.)</label>
          <input
            id={`${id}-interest`}
            type="number"
            inputMode="decimal"
            min={limits.interest.min}
            max={limits.interest.max}
            step={limits.interest.step}
            value={interest}
            onChange={(e) => setInterest(e.target.value)}
            onBlur={() => setInterest(String(clamp(interest, limits.interest)))}
          />
        </div>
        <fieldset className="finance-calculator__frequency">
          <legend>Repayments</legend>
          {(Object.keys(frequencies) as Frequency[]).map((f) => (
            <label key={f}>
              <input type="radio" name={`${id}-frequency`} checked={frequency === f} onChange={() => setFrequency(f)} /> {frequencyLabel[f]}
            </label>
          ))}
        </fieldset>
      </div>
      <div className="finance-calculator__result" aria-live="polite">
        {result.kind === 'quote' ? (
          <p className="finance-calculator__repayment">
            <strong>{money(result.repayment)}</strong> per {frequency}
          </p>
        ) : (
          <p className="finance-calculator__repayment">
            <strong>{result.text}</strong>
          </p>
        )}
        <RateLine interest={clamp(interest, limits.interest)} comparison={props.comparisonRate} />
        <button type="button" className="link-button" aria-expanded={details} aria-controls={`${id}-details`} onClick={() => setDetails((d) => !d)}>
          {details ? 'Show Less' : 'Show More'}
        </button>
        <dl id={`${id}-details`} className="finance-calculator__details" hidden={!details}>
          <dt>Amount financed</dt>
          <dd>{result.kind === 'quote' ? money(result.principal) : ''}</dd>
          <dt>Total of repayments</dt>
          <dd>{result.kind === 'quote' ? money(result.total) : ''}</dd>
          <dt>Establishment fee</dt>
          <dd>{money(props.establishmentFee ?? 0)}</dd>
        </dl>
      </div>
    </div>
  )
}

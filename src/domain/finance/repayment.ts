/** §9 frequencies: periods per year. */
export const frequencies = { week: 52, fortnight: 26, month: 12 } as const
export type Frequency = keyof typeof frequencies

/** §5: a repayment of 25 or less is not worth quoting: the calculator says "Enquire for Finance" and leaves the total blank. */
export const MIN_QUOTABLE_REPAYMENT = 25
export const ENQUIRE_FOR_FINANCE = 'Enquire for Finance'

export type LoanInput = {
  amount: number
  deposit?: number
  /** Balloon / final payment left at the end of the term. */
  residual?: number
  establishmentFee?: number
  /** Annual interest rate in percent. */
  interest: number
  termYears: number
  frequency: Frequency
  /** One site rounds every repayment up to the next dollar. */
  roundUp?: boolean
}

export type Repayment = { kind: 'quote'; repayment: number; total: number; principal: number } | { kind: 'enquire'; text: typeof ENQUIRE_FOR_FINANCE }

const cents = (value: number) => Math.round(value * 100) / 100

/**
 * The standard amortised repayment (§9): principal = amount − deposit + establishment fee, the rate
 * per period, the residual discounted back from the end of the term.
 */
export function repayment(input: LoanInput): Repayment {
  const periods = Math.round(input.termYears * frequencies[input.frequency])
  const principal = Math.max(0, input.amount - (input.deposit ?? 0) + (input.establishmentFee ?? 0))
  const residual = Math.min(Math.max(0, input.residual ?? 0), principal)
  const rate = input.interest / 100 / frequencies[input.frequency]
  if (periods <= 0 || principal <= 0) return { kind: 'enquire', text: ENQUIRE_FOR_FINANCE }
  const raw = rate === 0 ? (principal - residual) / periods : ((principal - residual / (1 + rate) ** periods) * rate) / (1 - (1 + rate) ** -periods)
  const each = input.roundUp ? Math.ceil(raw - 1e-9) : cents(raw)
  if (!Number.isFinite(each) || each <= MIN_QUOTABLE_REPAYMENT) return { kind: 'enquire', text: ENQUIRE_FOR_FINANCE }
  return { kind: 'quote', repayment: each, total: cents(each * periods + residual), principal: cents(principal) }
}

/** §9: where a site shows a monthly figure derived from the weekly one, it is weekly × 4.33. */
export const monthlyFromWeekly = (weekly: number) => cents(weekly * 4.33)

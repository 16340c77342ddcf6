/** A calculator input's range and step (§5, §9): out-of-range values are clamped, nonsense becomes the minimum. */
export type Range = { min: number; max: number; step: number; default: number }

export type CalculatorLimits = { amount: Range; term: Range; interest: Range; deposit: Range; residual: Range }

/** The dealer calculator (§5): the finance page and the vehicle-page calculator start here. */
export const dealerLimits: CalculatorLimits = {
  amount: { min: 1000, max: 250_000, step: 500, default: 30_000 },
  term: { min: 1, max: 7, step: 0.5, default: 5 },
  interest: { min: 0.5, max: 15, step: 0.5, default: 8.5 },
  deposit: { min: 0, max: 250_000, step: 500, default: 0 },
  residual: { min: 0, max: 250_000, step: 500, default: 0 },
}

/** The variants §5 names, as data a website or lender picks by key. */
export const limitVariants = {
  dealer: dealerLimits,
  /** One lender (and one dealer type) lends from 5,000. */
  minimum5000: { ...dealerLimits, amount: { ...dealerLimits.amount, min: 5000 } },
  /** One site caps the term at 5 years. */
  term5: { ...dealerLimits, term: { ...dealerLimits.term, max: 5, default: 5 } },
  /** Interest ranges of named lenders and dealer types. */
  interest7_5to14_5: { ...dealerLimits, interest: { min: 7.5, max: 14.5, step: 0.5, default: 8.5 } },
  interest4to20: { ...dealerLimits, interest: { min: 4, max: 20, step: 0.5, default: 8.5 } },
  interest1to14_5: { ...dealerLimits, interest: { min: 1, max: 14.5, step: 0.5, default: 8.5 } },
  interest5_99to15_99: { ...dealerLimits, interest: { min: 5.99, max: 15.99, step: 0.5, default: 8.5 } },
  interest9_95to19_95: { ...dealerLimits, interest: { min: 9.95, max: 19.95, step: 0.5, default: 10 } },
  /** The finance page (§5): amount 10,000–200,000, term 1–7 in whole years, calculator default rate 10. */
  financePage: {
    ...dealerLimits,
    amount: { min: 10_000, max: 200_000, step: 500, default: 30_000 },
    term: { min: 1, max: 7, step: 1, default: 5 },
    interest: { ...dealerLimits.interest, default: 10 },
  },
} as const satisfies Record<string, CalculatorLimits>

export type LimitVariant = keyof typeof limitVariants

/** Reads what a shopper typed: "$25,000", " 25000 ", "25,000 kms" → 25000; anything unreadable → NaN. */
export function readNumber(value: unknown): number {
  if (typeof value === 'number') return value
  if (typeof value !== 'string') return Number.NaN
  const cleaned = value.replace(/[$,\s]|kms?$/gi, '')
  return cleaned === '' ? Number.NaN : Number(cleaned)
}

/** §5: zero or below (and NaN) goes to the minimum's floor, the rest is clamped into the range. */
export function clamp(value: unknown, range: Pick<Range, 'min' | 'max'>): number {
  const n = readNumber(value)
  if (!Number.isFinite(n)) return n === Number.POSITIVE_INFINITY ? range.max : range.min
  return Math.min(range.max, Math.max(range.min, n))
}

/** §5 purchase price: zero or below (and nonsense) reads as 0, anything else is clamped into the range. */
export function clampAmount(value: unknown, range: Pick<Range, 'min' | 'max'>): number {
  const n = readNumber(value)
  if (Number.isNaN(n) || n <= 0) return 0
  return Math.min(range.max, Math.max(range.min, n))
}

/** One site lends up to 1.05 × the price on cars above 100,000. */
export function amountMaxFor(price: number | null | undefined, limits: CalculatorLimits, stretchAbove100k: boolean): number {
  return stretchAbove100k && price && price > 100_000 ? Math.round(price * 1.05) : limits.amount.max
}

/** §5 help text under the purchase price. */
export const amountHelp = (min: number, max = 250_000) => `Cannot be less than ${min.toLocaleString('en-AU')} or more than $${max.toLocaleString('en-AU')}`

/** §9: the calculator opens on the car's price, or 30,000 without one. */
export const defaultAmount = (price: number | null | undefined) => (price && price > 0 ? price : 30_000)

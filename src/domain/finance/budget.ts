import type { Frequency } from './repayment'

/** §9 budget search defaults and formula: repayment × periods a year × 5 years + deposit (interest, fees and balloon ignored). */
export const BUDGET_YEARS = 5
export const budgetDefaults = { month: 600, week: 200, deposit: 2000 } as const
export const BUDGET_PRICE_FLOOR = 1000
export const BUDGET_DEFAULT_MAX = 100_000

/** Inputs clamp to 0–1,000,000 and NaN becomes 0 (§5). */
export function budgetInput(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').replace(/[$,\s]/g, ''))
  if (Number.isNaN(n)) return 0
  return Math.min(1_000_000, Math.max(0, n))
}

export function budget(repayment: unknown, deposit: unknown, frequency: Extract<Frequency, 'week' | 'month'>): number {
  const periods = frequency === 'month' ? 12 : 52
  return Math.round(budgetInput(repayment) * periods * BUDGET_YEARS + budgetInput(deposit))
}

export type BudgetResult = { disabled: true; message: string; button: string } | { disabled: false; search: { min: number; max: number } }

/** Below the cheapest car the button is disabled with the spec's texts; otherwise it searches the price range. */
export function budgetSearch(amount: number, lowestPrice: number | null, carTypeLabel: string): BudgetResult {
  if (lowestPrice === null || amount < lowestPrice) return { disabled: true, message: `No ${carTypeLabel}s found for this budget`, button: `0 ${carTypeLabel}s Found` }
  return { disabled: false, search: { min: BUDGET_PRICE_FLOOR, max: amount || BUDGET_DEFAULT_MAX } }
}

/** §9 price range slider: 5,000 to 250,000 in steps of 500. */
export const priceSlider = { min: 5_000, max: 250_000, step: 500 } as const

/**
 * The search a price range slider sends (§2): `/search?price=low..high&sortBy=price_desc`, values snapped to
 * the step and kept in order; an end left at its bound is open, so 250,000 means "and above".
 */
export function priceRangeHref(low: unknown, high: unknown): string {
  const snap = (value: unknown, fallback: number) => {
    const n = budgetInput(value)
    const snapped = Math.round(n / priceSlider.step) * priceSlider.step
    return Number.isFinite(snapped) && n > 0 ? Math.min(priceSlider.max, Math.max(priceSlider.min, snapped)) : fallback
  }
  const [from, to] = [snap(low, priceSlider.min), snap(high, priceSlider.max)].sort((a, b) => a - b) as [number, number]
  const range = `${from > priceSlider.min ? from : ''}..${to < priceSlider.max ? to : ''}`
  return `/search?${new URLSearchParams({ ...(range === '..' ? {} : { price: range }), sortBy: 'price_desc' })}`
}

export type Condition = 'excellent' | 'good' | 'fair' | 'poor'
export type ServiceHistory = 'full' | 'partial' | 'none'

/** The adjustment questions of the trade-in valuation (§3 adjustmentAnswers). */
export type AdjustmentAnswers = {
  condition: Condition
  service_history: ServiceHistory
  accident_history: 'yes' | 'no'
  keys: '1' | '2'
  finance_owing: 'yes' | 'no'
}

export type Comparable = { year: number; km: number | null; price: number }
export type Estimate = { offer: number; low: number; high: number; confidence: number; comparables: number }

/** What a dealer keeps for reconditioning, holding and margin when buying a car to resell. */
export const TRADE_MARGIN = 0.82
const PER_YEAR = 0.07
const PER_10000_KM = 0.015
const MIN_COMPARABLES = 3

const multipliers = {
  condition: { excellent: 1.03, good: 1, fair: 0.92, poor: 0.8 },
  service_history: { full: 1, partial: 0.96, none: 0.9 },
  accident_history: { no: 1, yes: 0.85 },
  keys: { '2': 1, '1': 0.98 },
} as const

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))]!

const roundTo100 = (value: number) => Math.round(value / 100) * 100

/**
 * A trade-in offer from comparable cars (same make and model, nearby years): each comparable's
 * price is moved to this car's year and kilometres, the median is taken, the dealer's margin and
 * the condition answers applied. Confidence grows with the number of comparables and shrinks with
 * their spread. Too few comparables: no estimate.
 */
export function estimateTradeIn(car: { year: number; kms: number }, answers: AdjustmentAnswers, comparables: Comparable[]): Estimate | null {
  const usable = comparables.filter((c) => c.price > 1000 && c.year > 1900)
  if (usable.length < MIN_COMPARABLES) return null
  const adjusted = usable.map((c) => {
    const years = car.year - c.year
    const km = c.km ?? car.kms
    const kmDifference = (car.kms - km) / 10_000
    return c.price * (1 + PER_YEAR * years) * (1 - PER_10000_KM * kmDifference)
  })
  const retail = median(adjusted)
  const factor =
    TRADE_MARGIN *
    multipliers.condition[answers.condition] *
    multipliers.service_history[answers.service_history] *
    multipliers.accident_history[answers.accident_history] *
    multipliers.keys[answers.keys]
  const sorted = adjusted.sort((a, b) => a - b)
  const spread = (quantile(sorted, 0.75) - quantile(sorted, 0.25)) / retail
  const offer = Math.max(500, roundTo100(retail * factor))
  const confidence = Math.round(Math.min(0.95, Math.max(0.1, Math.min(1, usable.length / 12) * (1 - Math.min(0.8, spread)))) * 100) / 100
  const margin = Math.max(0.05, Math.min(0.25, spread / 2))
  return {
    offer,
    low: Math.max(500, roundTo100(offer * (1 - margin))),
    high: roundTo100(offer * (1 + margin)),
    confidence,
    comparables: usable.length,
  }
}

/** §9: the lenders whose figures a car can carry (finance_lenders keyed by provider). */
export const lenderNames = ['Taurus', 'Angle', '360 Finance', 'Nissan Finance', 'Manual', 'AusLoans', 'Powertorque', 'Car Clarity'] as const
export type LenderName = (typeof lenderNames)[number]

export type LenderFigures = {
  paymentWeek?: number | null
  paymentMonth?: number | null
  interestRate?: number | null
  comparisonRate?: number | null
  termYears?: number | null
  deposit?: number | null
  balloon?: number | null
  establishmentFees?: number | null
  totalPayable?: number | null
  disclaimer?: string | null
}

export type FinanceCar = { year?: number | null; price?: number | null; make?: string | null; status?: string | null }

const inStock = (car: FinanceCar) => car.status === 'in_stock' || car.status === 'coming_soon'
const priced = (car: FinanceCar) => (car.price ?? 0) > 500
const present = (n: number | null | undefined) => typeof n === 'number' && Number.isFinite(n)

/** The per-provider rules of §5, exactly. */
const providerRules: Record<LenderName, (car: FinanceCar, figures: LenderFigures, now: Date) => boolean> = {
  Taurus: (car, f, now) => (car.year ?? 0) > now.getFullYear() - 12 && priced(car) && inStock(car) && present(f.comparisonRate),
  '360 Finance': (car) => inStock(car),
  AusLoans: (car) => inStock(car),
  Manual: (car, f) => priced(car) && inStock(car) && present(f.paymentWeek),
  Angle: (car, f) => priced(car) && inStock(car) && present(f.paymentWeek),
  Powertorque: (car, f) => priced(car) && inStock(car) && present(f.paymentWeek),
  'Nissan Finance': (car, f) => priced(car) && inStock(car) && present(f.paymentMonth),
  'Car Clarity': () => true,
}

export const isLenderName = (name: string): name is LenderName => (lenderNames as readonly string[]).includes(name)

/** Whether the car carries any lender data at all; without it the page may ask for a quick quote instead. */
export function hasLenderData(lenders: unknown): boolean {
  return Boolean(lenders) && typeof lenders === 'object' && !Array.isArray(lenders) && Object.keys(lenders as object).length > 0
}

/**
 * Which lenders' figures a vehicle page may show (§5): only with lender data, interest and
 * comparison rates both given, never for Suzuki, never on an excluded site, then each provider's rule.
 */
export function eligibleLenders(car: FinanceCar, lenders: unknown, options: { siteExcluded: boolean; now: Date }): Array<{ provider: LenderName; figures: LenderFigures }> {
  if (options.siteExcluded || (car.make ?? '').trim().toLowerCase() === 'suzuki') return []
  if (!lenders || typeof lenders !== 'object' || Array.isArray(lenders)) return []
  return Object.entries(lenders as Record<string, unknown>).flatMap(([provider, raw]) => {
    if (!isLenderName(provider) || !raw || typeof raw !== 'object') return []
    const figures = raw as LenderFigures
    if (!present(figures.interestRate) || !present(figures.comparisonRate)) return []
    return providerRules[provider](car, figures, options.now) ? [{ provider, figures }] : []
  })
}

/** §9 fixed fees on one dealer type, and the named lenders' establishment fees. */
export const fixedFees = { establishment: 395, securityRegistration: 6, monthlyAccount: 8, agency: 912.25 } as const
export const establishmentFeeFor: Partial<Record<LenderName, number>> = { Angle: 1300, Taurus: 1360.5 }

/** §9: disclaimers are cut at 197 characters behind a Show more. */
export const DISCLAIMER_PREVIEW = 197
export function disclaimerPreview(text: string): { preview: string; truncated: boolean } {
  return text.length > DISCLAIMER_PREVIEW ? { preview: `${text.slice(0, DISCLAIMER_PREVIEW).trimEnd()}…`, truncated: true } : { preview: text, truncated: false }
}

/** §9 fuel calculator defaults: $1.70 a litre, 250 km a week, 10 L/100 km. */
export const FUEL_DEFAULTS = { pricePerLitre: 1.7, kmPerWeek: 250, litresPer100: 10 } as const

/** Shoppers type "$1.85", "1,200 kms" or "9.5": strip $, commas and km(s) before reading the number. */
export function readAmount(text: string): number | null {
  const cleaned = text.replace(/\$|,|kms?\b/gi, '').trim()
  if (!cleaned || !/^\d*\.?\d+$/.test(cleaned)) return null
  const value = Number(cleaned)
  return Number.isFinite(value) ? value : null
}

/** cost = distance / 100 × consumption × price, a week, a month (×52/12) and a year (×52). */
export function fuelCost(input: { pricePerLitre: number; kmPerWeek: number; litresPer100: number }) {
  const weekly = (input.kmPerWeek / 100) * input.litresPer100 * input.pricePerLitre
  return { weekly, monthly: (weekly * 52) / 12, yearly: weekly * 52 }
}

/** Hidden for electric cars (§5): they buy no fuel. */
export function showsFuelCalculator(simpleFuel: string | null | undefined): boolean {
  return simpleFuel !== 'electric'
}

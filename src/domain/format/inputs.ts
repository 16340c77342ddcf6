/**
 * §5/§9 how typed numbers read back once the shopper leaves the field: money with thousand separators
 * (the `$` sits beside the input), mileage with separators and ` kms`. Anything that is not a number
 * is left as typed so the field's own message can explain it.
 */
function typedNumber(value: string): number | null {
  const digits = value.replace(/[$,\s]|kms?$/gi, '')
  if (!/^\d+(?:\.\d+)?$/.test(digits)) return null
  const n = Number(digits)
  return Number.isFinite(n) ? n : null
}

export function moneyText(value: string): string {
  const n = typedNumber(value)
  return n === null ? value : Math.round(n).toLocaleString('en-AU')
}

export function mileageText(value: string): string {
  const n = typedNumber(value)
  return n === null ? value : `${Math.round(n).toLocaleString('en-AU')} kms`
}

/** §9 money presets for price pickers; dealers of big-ticket stock use the alternative list. */
export const moneyPresets = [5_000, 10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 70_000] as const
export const largeMoneyPresets = [300_000, 400_000, 500_000, 600_000, 700_000, 800_000] as const

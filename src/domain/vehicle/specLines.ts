export type SpecLine = { label: string; value: string }

type Value = string | number | null | undefined

/** Spec lines with empty values are dropped (§5); numbers get their unit. */
export function specLines(entries: Array<[label: string, value: Value, unit?: string]>): SpecLine[] {
  return entries.flatMap(([label, value, unit]) => {
    if (value === null || value === undefined) return []
    const text = typeof value === 'number' ? `${value.toLocaleString('en-AU')}${unit ? ` ${unit}` : ''}` : value.trim()
    return text ? [{ label, value: text }] : []
  })
}

/** §9: the specification list shows its first 4 lines until Show All Specs; features show 8 until Show All. */
export const FIRST_SPECS = 4
export const FIRST_FEATURES = 8

export type Prize = { label: string; weight?: number | null }

/** What a website offers until its staff set their own prizes (§2 /spin-to-win). */
export const DEFAULT_PRIZES: Prize[] = [
  { label: '$50 fuel card', weight: 30 },
  { label: 'Free car detail', weight: 20 },
  { label: '$100 service voucher', weight: 20 },
  { label: 'Free window tint', weight: 10 },
  { label: '12 months roadside assist', weight: 15 },
  { label: 'Free tank of fuel', weight: 5 },
]

/** The prizes on the wheel: the website's own with a label, or the defaults. */
export function wheelPrizes(prizes: Prize[] | null | undefined): Prize[] {
  const own = (prizes ?? []).filter((p) => p.label?.trim())
  return own.length ? own.map((p) => ({ label: p.label.trim(), weight: p.weight ?? 1 })) : DEFAULT_PRIZES
}

/**
 * The index of the prize a spin lands on, by weight; `random` is uniform in [0, 1). A weight of zero
 * (or below) never wins; a wheel whose weights are all zero lands on nothing (-1).
 */
export function pickPrize(prizes: Prize[], random: number): number {
  const weights = prizes.map((p) => Math.max(0, p.weight ?? 1))
  const total = weights.reduce((sum, w) => sum + w, 0)
  if (total <= 0) return -1
  let point = random * total
  for (const [index, weight] of weights.entries()) {
    if (point < weight) return index
    point -= weight
  }
  return weights.findLastIndex((w) => w > 0)
}

/** Degrees the wheel turns so prize `index` of `count` equal segments stops under the pointer at the top. */
export function landingRotation(index: number, count: number, turns = 5): number {
  const segment = 360 / count
  return turns * 360 + (360 - (index + 0.5) * segment)
}

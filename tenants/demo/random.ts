/** A small seeded generator (mulberry32), so the same seed always yields the same demo stock. */
export function seededRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
    weighted: <T>(items: ReadonlyArray<{ weight: number; value: T }>): T => {
      const total = items.reduce((sum, item) => sum + item.weight, 0)
      let roll = next() * total
      for (const item of items) {
        roll -= item.weight
        if (roll < 0) return item.value
      }
      return items[items.length - 1].value
    },
  }
}

export type Random = ReturnType<typeof seededRandom>

export function hashSeed(text: string): number {
  let hash = 2166136261
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619)
  return hash >>> 0
}

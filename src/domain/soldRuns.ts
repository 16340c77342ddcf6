/**
 * §4: consecutive sold cars collapse to the first of each run, so a results page is not a wall of
 * JUST SOLD cards; when every hit is sold they all stay (the shopper asked for exactly those).
 */
export function collapseSoldRuns<T extends { status?: string | null }>(hits: T[]): T[] {
  if (hits.every((hit) => hit.status === 'sold')) return hits
  return hits.filter((hit, i) => hit.status !== 'sold' || hits[i - 1]?.status !== 'sold')
}

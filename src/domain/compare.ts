/** §2 compare: up to 3 cars, kept in the order the shopper picked them. */
export const COMPARE_LIMIT = 3

/** Reads `?ids=1,2,3` (or repeated ids): whole positive numbers, no repeats, at most 3. */
export function compareIds(value: string | string[] | undefined): number[] {
  const raw = (Array.isArray(value) ? value.join(',') : (value ?? '')).split(',')
  const ids: number[] = []
  for (const part of raw) {
    if (!/^\d{1,10}$/.test(part.trim())) continue
    const id = Number(part)
    if (id > 0 && id <= 2_147_483_647 && !ids.includes(id)) ids.push(id)
    if (ids.length === COMPARE_LIMIT) break
  }
  return ids
}

/** Adds or removes a car; a fourth pick replaces the oldest so the newest choice always counts. */
export function toggleCompare(ids: number[], id: number): number[] {
  if (ids.includes(id)) return ids.filter((x) => x !== id)
  return [...ids, id].slice(-COMPARE_LIMIT)
}

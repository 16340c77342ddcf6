import { TZDate } from '@date-fns/tz'

/** §9 sales counter: 192 cars a day, counted through the day in Brisbane time, refreshed every 150 s. */
export const SALES_PER_DAY = 192
export const SALES_REFRESH_MS = 150_000
const ZONE = 'Australia/Brisbane'

/** Cars sold so far today: the day's share of 192, by the minute, in Brisbane. */
export function salesSoFar(now: Date, perDay = SALES_PER_DAY): number {
  const local = new TZDate(now.getTime(), ZONE)
  const minutes = local.getHours() * 60 + local.getMinutes()
  return Math.floor((perDay * minutes) / (24 * 60))
}

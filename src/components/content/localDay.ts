import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import { timeZoneForState } from '@/domain/hours/timezone'

/** Today's weekday (0 = Sunday) and ISO date where the location is, not where the server is. */
export function localDay(now: Date, state: string | null | undefined) {
  const local = new TZDate(now.getTime(), timeZoneForState(state))
  return { weekday: local.getDay(), iso: format(local, 'yyyy-MM-dd') }
}

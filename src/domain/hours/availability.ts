import { TZDate } from '@date-fns/tz'
import { addDays, format } from 'date-fns'

export type WeekdayHours = { weekday: string | number; status: 'Open' | 'Closed'; open?: string | null; close?: string | null }
export type SpecialHours = { date: string; status: 'Open' | 'Closed'; start_hour?: string | null; end_hour?: string | null }

export type AvailableDay = { date: string; label: string; times: string[] }

export type AvailabilityOptions = {
  now: Date
  timeZone: string
  days?: number
  slotMinutes?: number
  /** How long a test drive takes: the last slot ends by closing time. */
  durationMinutes?: number
  /** Shoppers cannot book a slot that starts sooner than this. */
  noticeMinutes?: number
}

const minutes = (hhmm: string | null | undefined): number | null => {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm ?? '')
  return match ? Number(match[1]) * 60 + Number(match[2]) : null
}

const hhmm = (total: number) => `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`

/** The opening window of one local date: a special day replaces the weekday's hours. */
export function openWindow(date: string, weekday: number, week: WeekdayHours[], special: SpecialHours[]): [number, number] | null {
  const exception = special.find((s) => s.date.slice(0, 10) === date)
  const [status, open, close] = exception
    ? [exception.status, exception.start_hour, exception.end_hour]
    : (() => {
        const day = week.find((d) => Number(d.weekday) === weekday)
        return [day?.status ?? 'Closed', day?.open, day?.close] as const
      })()
  if (status !== 'Open') return null
  const from = minutes(open)
  const to = minutes(close)
  return from !== null && to !== null && to > from ? [from, to] : null
}

/**
 * Test-drive times a location can offer (§5: availability from the location's opening and special
 * hours), in the location's own time zone, from today for `days` days. Days without a slot are left out.
 */
export function testDriveAvailability(week: WeekdayHours[], special: SpecialHours[], options: AvailabilityOptions): AvailableDay[] {
  const { now, timeZone, days = 14, slotMinutes = 30, durationMinutes = 30, noticeMinutes = 60 } = options
  const local = new TZDate(now, timeZone)
  const nowMinutes = local.getHours() * 60 + local.getMinutes()
  const result: AvailableDay[] = []
  for (let offset = 0; offset < days; offset++) {
    const day = addDays(local, offset)
    const date = format(day, 'yyyy-MM-dd')
    const window = openWindow(date, day.getDay(), week, special)
    if (!window) continue
    const earliest = offset === 0 ? Math.max(window[0], nowMinutes + noticeMinutes) : window[0]
    const first = Math.ceil(earliest / slotMinutes) * slotMinutes
    const times: string[] = []
    for (let t = first; t + durationMinutes <= window[1]; t += slotMinutes) times.push(hhmm(t))
    if (times.length) result.push({ date, label: format(day, 'EEE d MMM'), times })
  }
  return result
}

/** The server's check that a requested slot is one the location offers. */
export function isAvailable(days: AvailableDay[], date: string, time: string | undefined): boolean {
  const day = days.find((d) => d.date === date)
  return Boolean(day && (!time || day.times.includes(time)))
}

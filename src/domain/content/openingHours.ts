import type { SpecialHours, WeekdayHours } from '@/domain/hours/availability'

/** What a closed day says, per website (§5): `Closed`, `By appointment only`, or an Enquire Now link. */
export type ClosedText = 'closed' | 'appointment' | 'enquire'

export type HoursRow = { days: string; hours: string | null; closed: boolean; today: boolean }

const names = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const short = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

/** 08:30 → 8:30am, 17:00 → 5pm. */
export function clockTime(hhmm: string | null | undefined): string {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm ?? '')
  if (!match) return ''
  const h = Number(match[1])
  const m = match[2]
  const suffix = h >= 12 ? 'pm' : 'am'
  const hour = h % 12 === 0 ? 12 : h % 12
  return `${hour}${m === '00' ? '' : `:${m}`}${suffix}`
}

function dayText(day: WeekdayHours | undefined): string | null {
  if (!day || day.status !== 'Open' || !day.open || !day.close) return null
  return `${clockTime(day.open)} – ${clockTime(day.close)}`
}

/**
 * §5 opening hours table: Monday first and Sunday last; Monday to Friday in one row when all five are
 * the same, the weekend always on its own rows; `today` marks the row holding today's weekday.
 */
export function openingHoursRows(week: WeekdayHours[], todayWeekday: number): HoursRow[] {
  const byDay = (d: number) => week.find((w) => Number(w.weekday) === d)
  const order = [1, 2, 3, 4, 5, 6, 0]
  const texts = order.map((d) => dayText(byDay(d)))
  const weekdaysSame = texts.slice(0, 5).every((t) => t === texts[0])
  const rows: HoursRow[] = []
  if (weekdaysSame) rows.push({ days: 'Mon – Fri', hours: texts[0]!, closed: texts[0] === null, today: todayWeekday >= 1 && todayWeekday <= 5 })
  order.forEach((d, i) => {
    if (weekdaysSame && i < 5) return
    rows.push({ days: names[d]!, hours: texts[i]!, closed: texts[i] === null, today: todayWeekday === d })
  })
  return rows
}

export type SpecialRow = { date: string; label: string; hours: string | null; today: boolean }

/** Holiday hours from today on, soonest first; today's reads `Today` (§5). */
export function specialHoursRows(special: Array<SpecialHours & { label?: string | null }>, todayIso: string): SpecialRow[] {
  return special
    .filter((s) => s.date.slice(0, 10) >= todayIso)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((s) => {
      const date = s.date.slice(0, 10)
      const [y, m, d] = date.split('-').map(Number) as [number, number, number]
      const weekday = short[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]
      const today = date === todayIso
      return {
        date,
        label: today ? 'Today' : `${s.label ? `${s.label}, ` : ''}${weekday} ${d}/${m}`,
        hours: s.status === 'Open' && s.start_hour && s.end_hour ? `${clockTime(s.start_hour)} – ${clockTime(s.end_hour)}` : null,
        today,
      }
    })
}

export const closedWording: Record<Exclude<ClosedText, 'enquire'>, string> = { closed: 'Closed', appointment: 'By appointment only' }

/** §5 location sort: sales, then service, then parts, then anything else; primary first within a kind. */
export function locationTypeRank(type: string | null | undefined): number {
  const rank = ['sales', 'service', 'parts'].indexOf(type ?? '')
  return rank === -1 ? 3 : rank
}

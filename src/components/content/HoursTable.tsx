import type { Location } from '@/payload-types'
import { closedWording, openingHoursRows, specialHoursRows, type ClosedText } from '@/domain/content/openingHours'
import type { SpecialHours, WeekdayHours } from '@/domain/hours/availability'
import { localDay } from './localDay'

type Props = { location: Location; now: Date; closedText: ClosedText; caption?: string }

/** §5 opening hours: Monday first, weekdays grouped when equal, today highlighted, holiday hours in a disclosure. */
export function HoursTable({ location, now, closedText, caption }: Props) {
  const week = (location.contact_detail?.opening_hours ?? []) as WeekdayHours[]
  if (!week.length) return null
  const today = localDay(now, location.address?.state)
  const rows = openingHoursRows(week, today.weekday)
  const special = specialHoursRows((location.special_hours ?? []) as Array<SpecialHours & { label?: string | null }>, today.iso)
  const closed = (
    closedText === 'enquire' ? (
      <a href={`/contact-us/${location.slug}`}>Enquire Now</a>
    ) : (
      closedWording[closedText]
    )
  )
  return (
    <div className="hours">
      <table className="hours__table">
        <caption className={caption ? undefined : 'visually-hidden'}>{caption ?? `Opening hours, ${location.name}`}</caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.days} className={row.today ? 'hours__today' : undefined} aria-current={row.today ? 'date' : undefined}>
              <th scope="row">
                {row.days}
                {row.today ? <span className="hours__today-tag"> (today)</span> : null}
              </th>
              <td>{row.closed ? closed : row.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {special.length ? (
        <details className="hours__special">
          <summary>View Holiday Hours</summary>
          <table className="hours__table">
            <caption className="visually-hidden">Holiday hours, {location.name}</caption>
            <tbody>
              {special.map((row) => (
                <tr key={row.date} className={row.today ? 'hours__today' : undefined}>
                  <th scope="row">{row.label}</th>
                  <td>{row.hours ?? closed}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ) : null}
    </div>
  )
}

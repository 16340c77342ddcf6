import { describe, expect, it } from 'vitest'
import { clockTime, locationTypeRank, openingHoursRows, specialHoursRows } from './openingHours'
import { averageRating, basedOn, starFill, visibleReviews } from './reviews'
import { salesSoFar } from './salesCounter'
import { cardText } from './text'

const open = (weekday: number, from: string, to: string) => ({ weekday: String(weekday), status: 'Open' as const, open: from, close: to })
const closed = (weekday: number) => ({ weekday: String(weekday), status: 'Closed' as const })
const retail = [closed(0), open(1, '08:30', '17:30'), open(2, '08:30', '17:30'), open(3, '08:30', '17:30'), open(4, '08:30', '17:30'), open(5, '08:30', '17:30'), open(6, '08:30', '12:00')]

describe('opening hours', () => {
  it('reads clock times the Australian way', () => {
    expect([clockTime('08:30'), clockTime('17:00'), clockTime('12:00'), clockTime('00:15'), clockTime('bad')]).toEqual(['8:30am', '5pm', '12pm', '12:15am', ''])
  })

  it('groups equal weekdays, then Saturday and Sunday on their own, Sunday last', () => {
    const rows = openingHoursRows(retail, 3)
    expect(rows.map((r) => [r.days, r.hours, r.closed, r.today])).toEqual([
      ['Mon – Fri', '8:30am – 5:30pm', false, true],
      ['Saturday', '8:30am – 12pm', false, false],
      ['Sunday', null, true, false],
    ])
  })

  it('lists every day Monday first when the weekdays differ, and marks today', () => {
    const late = retail.map((d) => (d.weekday === '4' ? open(4, '08:30', '21:00') : d))
    const rows = openingHoursRows(late, 0)
    expect(rows.map((r) => r.days)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
    expect(rows.find((r) => r.today)?.days).toBe('Sunday')
    expect(rows[3]!.hours).toBe('8:30am – 9pm')
  })

  it('shows holiday hours from today on, with today named Today', () => {
    const rows = specialHoursRows(
      [
        { date: '2026-12-25T00:00:00.000Z', status: 'Closed', label: 'Christmas Day' },
        { date: '2026-11-22', status: 'Open', start_hour: '10:00', end_hour: '14:00' },
        { date: '2026-11-01', status: 'Closed' },
      ],
      '2026-11-22',
    )
    expect(rows).toEqual([
      { date: '2026-11-22', label: 'Today', hours: '10am – 2pm', today: true },
      { date: '2026-12-25', label: 'Christmas Day, Fri 25/12', hours: null, today: false },
    ])
  })

  it('sorts sales, service, parts, then the rest', () => {
    expect(['parts', 'other', 'service', 'sales'].sort((a, b) => locationTypeRank(a) - locationTypeRank(b))).toEqual(['sales', 'service', 'parts', 'other'])
  })
})

describe('reviews', () => {
  it('draws at most four full stars plus a fraction', () => {
    expect(starFill(4.6)).toEqual({ full: 4, fraction: 0.6, empty: 0 })
    expect(starFill(5)).toEqual({ full: 4, fraction: 1, empty: 0 })
    expect(starFill(3.25)).toEqual({ full: 3, fraction: 0.25, empty: 1 })
    expect(starFill(3)).toEqual({ full: 3, fraction: 0, empty: 2 })
    expect(starFill(Number.NaN)).toEqual({ full: 0, fraction: 0, empty: 5 })
    expect(starFill(9)).toEqual({ full: 4, fraction: 1, empty: 0 })
  })

  it('keeps reviews that exceed the minimum and are not hidden', () => {
    const reviews = [{ rating: 5 }, { rating: 4 }, { rating: 3 }, { rating: 5, hidden: true }]
    expect(visibleReviews(reviews)).toEqual([{ rating: 5 }])
    expect(visibleReviews(reviews, 3)).toEqual([{ rating: 5 }, { rating: 4 }])
    expect(averageRating([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toBe(4.3)
    expect(averageRating([])).toBeNull()
    expect([basedOn(1), basedOn(1234)]).toEqual(['Based on 1 review', 'Based on 1,234 reviews'])
  })
})

describe('blog card text', () => {
  it('cuts at 80 characters on a word, with an ellipsis', () => {
    const text = 'Our guide to choosing a family SUV covers boot space, child seats, safety ratings and running costs in detail.'
    const cut = cardText(text)
    expect(cut.length).toBeLessThanOrEqual(81)
    expect(cut).toBe('Our guide to choosing a family SUV covers boot space, child seats, safety…')
    expect(cardText('Short and sweet.')).toBe('Short and sweet.')
    expect(cardText(null)).toBe('')
  })
})

describe('sales counter', () => {
  it('counts 192 a day through the Brisbane day', () => {
    expect(salesSoFar(new Date('2026-11-22T14:00:00Z'))).toBe(0) // midnight in Brisbane (UTC+10)
    expect(salesSoFar(new Date('2026-11-22T02:00:00Z'))).toBe(96) // noon
    expect(salesSoFar(new Date('2026-11-22T13:59:00Z'))).toBe(191)
  })
})

describe('location block filter', async () => {
  const { filterLocations, locationColumns } = await import('./locationFilter')
  const all = [
    { id: 1, name: 'Parts', location_type: 'parts' },
    { id: 2, name: 'Service', location_type: 'service' },
    { id: 3, name: 'City Sales', location_type: 'sales' },
    { id: 4, name: 'Main Sales', location_type: 'sales', primary: true },
    { id: 5, name: 'Hidden', location_type: 'sales', hide_from_blocks: true },
    { id: 6, name: 'Workshop and Parts', location_type: 'service', location_subtype: ['parts'] },
  ]
  it('sorts sales, service, parts with the primary first, and never shows hidden ones', () => {
    expect(filterLocations(all, 'all').map((l) => l.id)).toEqual([4, 3, 2, 6, 1])
  })
  it('filters by kind, by primary and by one location', () => {
    expect(filterLocations(all, 'primary').map((l) => l.id)).toEqual([4])
    expect(filterLocations(all, 'parts').map((l) => l.id)).toEqual([6, 1])
    expect(filterLocations(all, 'service-and-parts').map((l) => l.id)).toEqual([2, 6, 1])
    expect(filterLocations(all, 'location', 2).map((l) => l.id)).toEqual([2])
    expect(filterLocations(all, 'location', 5)).toEqual([])
  })
  it('uses four columns for more than three cards', () => {
    expect([1, 2, 3, 4, 9].map(locationColumns)).toEqual([1, 2, 3, 4, 4])
  })
})

describe('promos', async () => {
  const { promoFitsSearch, promoLive } = await import('./promos')
  const now = new Date('2026-11-22T10:00:00Z')
  it('is live from its start until its expiry', () => {
    expect(promoLive({}, now)).toBe(true)
    expect(promoLive({ starts_at: '2026-11-01T00:00:00Z', expires_at: '2026-12-01T00:00:00Z' }, now)).toBe(true)
    expect(promoLive({ expires_at: '2026-11-22T10:00:00Z' }, now)).toBe(false)
    expect(promoLive({ starts_at: '2026-11-23T00:00:00Z' }, now)).toBe(false)
  })
  it('shows for its car types, strictly where it says so', () => {
    expect(promoFitsSearch({}, ['new'])).toBe(true)
    expect(promoFitsSearch({ car_types: ['used'] }, [])).toBe(true)
    expect(promoFitsSearch({ car_types: ['used'] }, ['new'])).toBe(false)
    expect(promoFitsSearch({ car_types: ['used'] }, ['new', 'used'])).toBe(true)
    expect(promoFitsSearch({ car_types: ['used'], strict_display: true }, [])).toBe(false)
    expect(promoFitsSearch({ car_types: ['used'], strict_display: true }, ['new', 'used'])).toBe(false)
    expect(promoFitsSearch({ car_types: ['used', 'demo'], strict_display: true }, ['used'])).toBe(true)
  })
})

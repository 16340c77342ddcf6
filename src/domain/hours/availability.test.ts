import { describe, expect, it } from 'vitest'
import { isAvailable, openWindow, testDriveAvailability } from './availability'
import { timeZoneForState } from './timezone'

const week = [
  { weekday: '0', status: 'Closed' as const },
  ...[1, 2, 3, 4, 5].map((d) => ({ weekday: String(d), status: 'Open' as const, open: '08:30', close: '17:30' })),
  { weekday: '6', status: 'Open' as const, open: '09:00', close: '12:00' },
]
const brisbane = timeZoneForState('QLD')

describe('test-drive availability', () => {
  // Sunday 22 Nov 2026, 08:00 in Brisbane (UTC+10).
  const now = new Date('2026-11-21T22:00:00Z')

  it('offers only open days, never Sunday, in 30-minute slots that end by closing', () => {
    const days = testDriveAvailability(week, [], { now, timeZone: brisbane, days: 7 })
    expect(days.map((d) => d.date)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'])
    expect(days[0]!.times[0]).toBe('08:30')
    expect(days[0]!.times.at(-1)).toBe('17:00')
    expect(days[5]!.times).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'])
    expect(days[0]!.label).toBe('Mon 23 Nov')
  })

  it('starts today no sooner than an hour from now', () => {
    const monday10 = new Date('2026-11-23T00:10:00Z') // 10:10 Brisbane
    const [today] = testDriveAvailability(week, [], { now: monday10, timeZone: brisbane, days: 1 })
    expect(today!.times[0]).toBe('11:30')
  })

  it('lets special hours close a normal day or open a closed one', () => {
    const special = [
      { date: '2026-11-24T00:00:00.000Z', status: 'Closed' as const },
      { date: '2026-11-29', status: 'Open' as const, start_hour: '10:00', end_hour: '11:00' },
    ]
    const days = testDriveAvailability(week, special, { now, timeZone: brisbane, days: 8 })
    expect(days.map((d) => d.date)).not.toContain('2026-11-24')
    expect(days.find((d) => d.date === '2026-11-29')?.times).toEqual(['10:00', '10:30'])
  })

  it('answers in the location time zone (Perth is two hours behind Brisbane)', () => {
    const perth = timeZoneForState('WA')
    const mondayBrisbane1630 = new Date('2026-11-23T06:30:00Z') // 14:30 in Perth
    const [today] = testDriveAvailability(week, [], { now: mondayBrisbane1630, timeZone: perth, days: 1 })
    expect(today!.times[0]).toBe('15:30')
  })

  it('checks a requested slot against the offer', () => {
    const days = testDriveAvailability(week, [], { now, timeZone: brisbane, days: 7 })
    expect(isAvailable(days, '2026-11-23', '09:00')).toBe(true)
    expect(isAvailable(days, '2026-11-22', '09:00')).toBe(false)
    expect(isAvailable(days, '2026-11-23', '18:00')).toBe(false)
    expect(isAvailable(days, '2026-11-23', undefined)).toBe(true)
  })

  it('treats broken hours as closed', () => {
    expect(openWindow('2026-11-23', 1, [{ weekday: 1, status: 'Open', open: '17:00', close: '09:00' }], [])).toBeNull()
    expect(openWindow('2026-11-23', 1, [{ weekday: 1, status: 'Open', open: 'nine', close: '17:00' }], [])).toBeNull()
  })
})

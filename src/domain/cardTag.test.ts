import { describe, expect, it } from 'vitest'
import { cardTag, type CardTagOptions } from './cardTag'

const now = new Date('2026-11-22T00:00:00Z')
const all: CardTagOptions = { electricTag: true, lowercaseReservedTag: false, certifiedToyota: true, now }
const old = '2026-01-01T00:00:00Z'
const base = { status: 'in_stock', createdAt: old }

describe('cardTag priority (§4)', () => {
  it('puts electric and hybrid first where enabled', () => {
    const ev = { ...base, simple_fuel: 'electric', reserved: true, tag: 'Low kms' }
    expect(cardTag(ev, all)).toEqual({ kind: 'electric', text: 'Electric' })
    expect(cardTag({ ...base, simple_fuel: 'plug-in hybrid' }, all)).toEqual({ kind: 'hybrid', text: 'Hybrid' })
    expect(cardTag(ev, { ...all, electricTag: false })).toEqual({ kind: 'reserved', text: 'RESERVED' })
  })

  it('then reserved (title case where the dealer wants it), then certified Toyota, then the own tag', () => {
    expect(cardTag({ ...base, reserved: true, certified: true, make: 'Toyota' }, { ...all, lowercaseReservedTag: true })).toEqual({ kind: 'reserved', text: 'Reserved' })
    expect(cardTag({ ...base, certified: true, make: 'Toyota', tag: 'One owner' }, all)).toEqual({ kind: 'certified', text: 'Toyota Certified' })
    expect(cardTag({ ...base, certified: true, make: 'Mazda', tag: 'One owner' }, all)).toEqual({ kind: 'own', text: 'One owner' })
    expect(cardTag({ ...base, certified: true, make: 'Toyota' }, { ...all, certifiedToyota: false })).toBeNull()
  })

  it('then coming soon, then new arrival within 8 days, else nothing', () => {
    expect(cardTag({ ...base, status: 'coming_soon', createdAt: now.toISOString() }, all)).toEqual({ kind: 'coming-soon', text: 'COMING SOON' })
    expect(cardTag({ ...base, createdAt: '2026-11-15T00:00:00Z' }, all)).toEqual({ kind: 'new-arrival', text: 'New Arrival' })
    expect(cardTag({ ...base, createdAt: '2026-11-13T00:00:00Z' }, all)).toBeNull()
  })

  it('shows the sold tag on sold cars, JUST SOLD unless the dealer says otherwise', () => {
    expect(cardTag({ ...base, status: 'sold', simple_fuel: 'electric' }, all)).toEqual({ kind: 'sold', text: 'JUST SOLD' })
    expect(cardTag({ ...base, status: 'sold' }, { ...all, soldTag: 'Just Sold' })).toEqual({ kind: 'sold', text: 'Just Sold' })
  })
})

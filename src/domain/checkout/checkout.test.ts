import { describe, expect, it } from 'vitest'
import { checkoutModes, checkoutPath, depositFor, holdEnds, holdEndsText } from './offer'
import { CHECKOUT_TEXT, checkoutSchema } from './schema'

const car = { status: 'in_stock', sold: false, reserved: false, price: 24_990, price_type: 'drive_away' }
const both = { reserveOnline: true, buyOnline: true }

describe('checkoutModes', () => {
  it('offers what the website switches on for a priced car in stock', () => {
    expect(checkoutModes(car, both)).toEqual(['reserve', 'buy'])
    expect(checkoutModes(car, { reserveOnline: true, buyOnline: false })).toEqual(['reserve'])
    expect(checkoutModes(car, { reserveOnline: false, buyOnline: false })).toEqual([])
  })

  it('offers nothing for a car that is sold, held, coming soon, unpriced or enquire-for-price', () => {
    for (const change of [{ status: 'sold' }, { sold: true }, { reserved: true }, { status: 'coming_soon' }, { price: 0 }, { price: null }, { price_type: 'enquire' }, { preorder: true }]) {
      expect(checkoutModes({ ...car, ...change }, both)).toEqual([])
    }
  })
})

describe('depositFor', () => {
  it('takes the car before the website before $200, and zero or less as no deposit', () => {
    expect(depositFor(500, 300)).toBe(500)
    expect(depositFor(null, 300)).toBe(300)
    expect(depositFor(undefined, undefined)).toBe(200)
    expect(depositFor(0, 300)).toBe(0)
    expect(depositFor(-5, 300)).toBe(0)
  })
})

describe('holdEnds and checkoutPath', () => {
  it('holds for the website hours or 48 by default', () => {
    const from = new Date('2026-11-22T10:00:00Z')
    expect(holdEnds(from, null).toISOString()).toBe('2026-11-24T10:00:00.000Z')
    expect(holdEnds(from, 24).toISOString()).toBe('2026-11-23T10:00:00.000Z')
  })

  it("says when the hold ends in the car's own time zone", () => {
    const at = new Date('2026-11-24T20:54:00Z')
    expect(holdEndsText(at, 'Australia/Brisbane')).toMatch(/^Wednesday 25 November.* 6:54\sam AEST$/)
    expect(holdEndsText(at, 'Australia/Sydney')).toMatch(/^Wednesday 25 November.* 7:54\sam AEDT$/)
  })

  it('uses /buy-online only when buying is all there is', () => {
    expect(checkoutPath('a-car', ['reserve', 'buy'])).toBe('/cars/a-car/checkout')
    expect(checkoutPath('a-car', ['buy'])).toBe('/cars/a-car/buy-online')
    expect(checkoutPath('a-car', [])).toBeNull()
  })
})

describe('checkoutSchema', () => {
  const form = {
    idempotency_key: '4f0c4a52-7d2e-4d8e-9a51-3b8d2f5c9e10',
    car_id: 7,
    mode: 'reserve',
    name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    phone: '0412 345 678',
    postcode: '4000',
    terms: true,
  }

  it('accepts a reservation and stores the phone in national form', () => {
    const parsed = checkoutSchema.parse(form)
    expect(parsed.phone).toBe('0412345678')
    expect(parsed.trade_in).toBe(false)
  })

  it('asks a buyer how they will pay and take the car, and everyone to accept the terms', () => {
    const result = checkoutSchema.safeParse({ ...form, mode: 'buy', terms: false })
    expect(result.success).toBe(false)
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]))
    expect(messages).toMatchObject({ terms: CHECKOUT_TEXT.terms })
    const buy = checkoutSchema.safeParse({ ...form, mode: 'buy' })
    expect(Object.fromEntries(buy.error!.issues.map((i) => [i.path.join('.'), i.message]))).toEqual({
      payment_method: CHECKOUT_TEXT.paymentMethod,
      handover: CHECKOUT_TEXT.handover,
    })
  })

  it('refuses fields it does not know', () => {
    expect(checkoutSchema.safeParse({ ...form, amount_paid: 1 }).success).toBe(false)
  })
})

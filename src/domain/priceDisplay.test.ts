import { describe, expect, it } from 'vitest'
import { formatMoney, priceDisplay } from './priceDisplay'

const on = { subscriptionsEnabled: true }
const off = { subscriptionsEnabled: false }

describe('priceDisplay', () => {
  it('shows the subscription price first when subscriptions are on and it is above 0', () => {
    expect(priceDisplay({ price: 30000, subscription_price: 199 }, on)).toEqual({ kind: 'subscription', amount: 199 })
  })

  it('ignores the subscription price when subscriptions are off or it is 0', () => {
    expect(priceDisplay({ price: 30000, subscription_price: 199 }, off)).toMatchObject({ kind: 'price', amount: 30000 })
    expect(priceDisplay({ price: 30000, subscription_price: 0 }, on)).toMatchObject({ kind: 'price', amount: 30000 })
  })

  it('prefers a reduced price above 10 and shows the old price as the was-price', () => {
    expect(priceDisplay({ price: 30000, offer_price: 28000 }, off)).toEqual({ kind: 'price', amount: 28000, wasPrice: 30000 })
  })

  it('shows a was-price only when the before price exceeds the price shown', () => {
    expect(priceDisplay({ price: 30000, before_price: 32000 }, off)).toEqual({ kind: 'price', amount: 30000, wasPrice: 32000 })
    expect(priceDisplay({ price: 30000, before_price: 30000 }, off)).toEqual({ kind: 'price', amount: 30000, wasPrice: null })
    expect(priceDisplay({ price: 30000, before_price: 25000 }, off)).toEqual({ kind: 'price', amount: 30000, wasPrice: null })
  })

  it('treats prices of 10 or less as no price: PREORDER if preorder, else the no-price text', () => {
    expect(priceDisplay({ price: 10, preorder: true }, off)).toEqual({ kind: 'preorder', text: 'PREORDER' })
    expect(priceDisplay({ price: 0 }, off)).toEqual({ kind: 'enquire', text: 'Enquire for price.' })
    expect(priceDisplay({ price: null }, { ...off, noPriceText: 'Call for price' })).toEqual({ kind: 'enquire', text: 'Call for price' })
  })
})

describe('formatMoney', () => {
  it('formats whole Australian dollars with thousand separators', () => {
    expect(formatMoney(34990)).toBe('$34,990')
  })
})

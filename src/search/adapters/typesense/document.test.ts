import { describe, expect, it } from 'vitest'
import { carDocument } from './document'

describe('carDocument', () => {
  const car = {
    id: 5,
    tenant: { id: 3 },
    make: 'Toyota',
    model: 'RAV4',
    status: 'in_stock',
    car_type: 'used',
    simple_fuel: 'electric',
    simple_body: 'suv',
    price: 0,
    km: 42000,
    seats: 5,
    photos_count: 12,
    before_price: 45000,
    categories: ['Family'],
    createdAt: '2026-11-01T00:00:00.000Z',
    sold_date: null,
  }

  it('flattens a car into facet, range, sort and display fields', () => {
    const doc = carDocument(car)
    expect(doc).toMatchObject({
      id: '5',
      tenant: 3,
      make_model: 'Toyota RAV4',
      body: 'suv',
      fuel: 'electric',
      seats: '5',
      categories: ['Family'],
      created_at_timestamp: 1793491200,
      rank: 21,
      keywords: 'suv electric ev',
      on_special: false,
    })
    expect(doc.hit).toMatchObject({ id: 5, make: 'Toyota', createdAt: '2026-11-01T00:00:00.000Z' })
  })

  it('keeps zero prices out of the slider stats and price buckets', () => {
    const doc = carDocument(car)
    expect(doc.price).toBe(0)
    expect(doc.stat_price).toBeUndefined()
    expect(doc.price_range).toBeUndefined()
    expect(doc.stat_km).toBe(42000)
  })
})

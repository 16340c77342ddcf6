import type { Payload } from 'payload'
import { estimateTradeIn } from '@/domain/tradeIn/valuation'
import type { TradeInPort } from './port'

/**
 * Without a partner: a rego the platform has seen on a car (any dealer's stock) gives its year, make
 * and model; the valuation compares the platform's own cars of the same make and model within
 * three years, listed or sold, and says how confident it is.
 */
export function localTradeInAdapter(payload: Payload): TradeInPort {
  return {
    name: 'local',
    async lookupRego(rego, state) {
      const found = await payload.find({
        collection: 'cars',
        overrideAccess: true,
        where: { and: [{ regplate: { equals: rego } }, { state: { equals: state } }] },
        sort: '-updatedAt',
        limit: 1,
        depth: 0,
        pagination: false,
        select: { year: true, make: true, model: true, badge: true },
      })
      const car = found.docs[0]
      return car?.year && car.make && car.model ? { year: car.year, make: car.make, model: car.model, badge: car.badge } : null
    },
    async value(request) {
      const found = await payload.find({
        collection: 'cars',
        overrideAccess: true,
        where: {
          and: [
            { make: { like: request.make } },
            { model: { like: request.model } },
            { year: { greater_than_equal: request.year - 3 } },
            { year: { less_than_equal: request.year + 3 } },
            { price: { greater_than: 1000 } },
          ],
        },
        limit: 300,
        depth: 0,
        pagination: false,
        select: { year: true, km: true, price: true, make: true, model: true },
      })
      const same = (a: string | null | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase()
      const comparables = found.docs
        .filter((c) => same(c.make, request.make) && same(c.model, request.model) && c.year && c.price)
        .map((c) => ({ year: c.year!, km: c.km ?? null, price: c.price! }))
      return estimateTradeIn({ year: request.year, kms: request.kms }, request.answers, comparables)
    },
  }
}

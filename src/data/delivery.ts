import type { Website } from '@/payload-types'
import type { DeliveryPricing } from '@/domain/delivery'

/** The website's delivery pricing, with the defaults its fields carry when never saved. */
export function deliveryPricing(website: Website): DeliveryPricing {
  const d = website.delivery ?? {}
  if (d.mode === 'off') return { mode: 'off' }
  if (d.mode === 'region') return { mode: 'region', regions: (d.regions ?? []).map((r) => ({ state: r.state, price: r.price })) }
  return { mode: 'distance', baseFee: d.baseFee ?? 150, perKm: d.perKm ?? 1.2, freeWithinKm: d.freeWithinKm ?? 25, maxKm: d.maxKm ?? 2000 }
}

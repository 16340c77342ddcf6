import type { Website } from '@/payload-types'
import { equipment, fullSpecs, keyFacts } from '@/components/vehicle/vehicleFacts'
import { formatMoney, priceDisplay } from '@/domain/priceDisplay'
import { registrationText } from '@/domain/vehicle/registration'
import type { VehicleSheet } from '@/services/pdf/vehiclePdf'
import type { VehiclePageCar } from './vehicle'
import { featureEnabled } from './website'

/** Everything the print page and the PDF show of a car, in one place so the two never differ. */
export async function vehicleSheet(website: Website, car: VehiclePageCar, url: string): Promise<VehicleSheet> {
  const [subscriptionsEnabled, showUnregistered] = await Promise.all([featureEnabled(website, 'subscriptions'), featureEnabled(website, 'showUnregistered')])
  const price = priceDisplay(car, { subscriptionsEnabled, noPriceText: website.copy?.noPriceText })
  const location = typeof car.location === 'object' && car.location ? car.location : null
  return {
    dealer: {
      name: location?.name ?? website.name,
      phone: location?.contact_detail?.phone ?? website.phone,
      email: website.email,
      address: location ? [location.address?.street, location.address?.city, location.address?.state, location.address?.postcode].filter(Boolean).join(', ') : null,
    },
    title: car.name ?? `${car.year ?? ''} ${car.make} ${car.model}`.trim(),
    price: price.kind === 'price' ? formatMoney(price.amount) : price.kind === 'subscription' ? `${formatMoney(price.amount)}/week` : price.text,
    url,
    keyFacts: keyFacts(car, registrationText(car.rego_expiry, { now: new Date(), showUnregistered })),
    specs: fullSpecs(car),
    features: equipment(car),
    comments: car.dealercomments?.trim() || null,
  }
}

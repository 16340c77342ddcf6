import type { Car } from '@/payload-types'
import { priceDisplay } from '@/domain/priceDisplay'
import { isInStock } from '@/domain/vehicle/stockStatus'

/** schema.org Car with its Offer, for search engines and link previews. */
export function VehicleJsonLd({ car, url, images, sellerName }: { car: Car; url: string; images: string[]; sellerName: string }) {
  const price = priceDisplay(car, { subscriptionsEnabled: false })
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: car.name,
    url,
    image: images,
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleModelDate: car.year ? String(car.year) : undefined,
    bodyType: car.body ?? undefined,
    color: car.colour ?? undefined,
    fuelType: car.fuel ?? undefined,
    vehicleTransmission: car.trans ?? undefined,
    vehicleIdentificationNumber: car.vin ?? undefined,
    mileageFromOdometer: typeof car.km === 'number' ? { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' } : undefined,
    itemCondition: car.car_type === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'AUD',
      price: price.kind === 'price' ? price.amount : undefined,
      availability: isInStock(car.status) ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      seller: { '@type': 'AutoDealer', name: sellerName },
    },
  }
  // JSON.stringify output is safe in a script element once "<" is escaped.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />
}

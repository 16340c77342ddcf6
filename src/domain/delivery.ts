/** §9: distances on the Earth's surface use a radius of 6371 km. */
export const EARTH_RADIUS_KM = 6371
export const POSTCODE_MISSING = 'Please enter a postcode.'
export const POSTCODE_INVALID = 'Invalid postcode. Please enter a 4-digit number.'
export const NO_ESTIMATE = "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote."

export type Point = { lat: number; long: number }
export type Place = Point & { state: string; name: string }

export type DeliveryPricing =
  | { mode: 'distance'; baseFee: number; perKm: number; freeWithinKm: number; maxKm: number }
  | { mode: 'region'; regions: Array<{ state: string; price: number }> }
  | { mode: 'off' }

export function distanceKm(a: Point, b: Point): number {
  const rad = (d: number) => (d * Math.PI) / 180
  const dLat = rad(b.lat - a.lat)
  const dLong = rad(b.long - a.long)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLong / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h))
}

/** A delivery price from where the car is to a postcode, by the website's pricing; null means "no estimate". */
export function deliveryEstimate(pricing: DeliveryPricing, from: Point | null, to: Place): { region: string; price: number; distanceKm: number | null } | null {
  switch (pricing.mode) {
    case 'off':
      return null
    case 'region': {
      const region = pricing.regions.find((r) => r.state === to.state)
      return region ? { region: `${to.name}, ${to.state}`, price: region.price, distanceKm: null } : null
    }
    case 'distance': {
      if (!from) return null
      const km = distanceKm(from, to)
      if (km > pricing.maxKm) return null
      const charged = Math.max(0, km - pricing.freeWithinKm)
      // Quotes read better in whole tens of dollars.
      const price = charged === 0 ? 0 : Math.ceil((pricing.baseFee + charged * pricing.perKm) / 10) * 10
      return { region: `${to.name}, ${to.state}`, price, distanceKm: Math.round(km) }
    }
  }
}

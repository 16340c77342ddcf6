import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Car } from '@/payload-types'
import { computeGauge, type Gauge } from '@/domain/vehicle/gauge'
import { payloadClient } from './payload'

/**
 * The price gauge for a car from comparable cars for sale across the platform: same make and model,
 * within 2 years and 40% of the kilometres. Only prices leave the query; no other website's car does.
 */
export async function priceGauge(car: Pick<Car, 'id' | 'make' | 'model' | 'year' | 'km' | 'price'>): Promise<Gauge | null> {
  if (!car.price || !car.year) return null
  const payload = await payloadClient()
  const km = car.km ?? 0
  const result = await payload.db.drizzle.execute(sql`
    SELECT price FROM stock_search
    WHERE make = ${car.make} AND model = ${car.model} AND id <> ${car.id}
      AND status IN ('in_stock', 'coming_soon') AND show_on_dealer_website IS NOT FALSE AND price > 10
      AND year BETWEEN ${car.year - 2} AND ${car.year + 2}
      AND coalesce(km, 0) BETWEEN ${Math.floor(km * 0.6)} AND ${Math.ceil(km * 1.4) + 5000}
    LIMIT 500`)
  const prices = (result as unknown as { rows: Array<{ price: string | number }> }).rows.map((r) => Number(r.price))
  return computeGauge(car.price, prices)
}

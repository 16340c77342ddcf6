import { NextResponse, type NextRequest } from 'next/server'
import { z } from 'zod'
import { deliveryPricing } from '@/data/delivery'
import { payloadClient } from '@/data/payload'
import { placeForPostcode } from '@/data/postcodes'
import { carForPage } from '@/data/vehicle'
import { deliveryEstimate, NO_ESTIMATE, POSTCODE_INVALID, POSTCODE_MISSING } from '@/domain/delivery'
import { carIdParam } from '@/search/carIdParam'
import { findWebsiteByHost } from '@tenants/resolveWebsite'

const querySchema = z.object({
  postcode: z.string({ message: POSTCODE_MISSING }).trim().min(1, POSTCODE_MISSING).regex(/^\d{4}$/, POSTCODE_INVALID),
  car_id: carIdParam,
})

/** GET /api/delivery?postcode=&car_id=: a delivery price for the host website's car, or the §8 sorry message. */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams
  const parsed = querySchema.safeParse({ postcode: params.get('postcode') ?? undefined, car_id: params.get('car_id') ?? undefined })
  if (!parsed.success) {
    // The first problem of each field is the one to tell: an empty postcode is missing, not malformed.
    const fields: Record<string, string> = {}
    for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message
    return NextResponse.json({ error: fields.postcode ?? 'Invalid request.', fields }, { status: 400 })
  }
  const website = await findWebsiteByHost(await payloadClient(), request.headers.get('host'))
  const car = website ? await carForPage(website.id, parsed.data.car_id) : null
  if (!website || !car) return NextResponse.json({ error: 'No such car.' }, { status: 404 })
  const place = placeForPostcode(parsed.data.postcode)
  const location = typeof car.location === 'object' && car.location ? car.location.address : null
  const from = location?.lat && location.long ? { lat: location.lat, long: location.long } : null
  const estimate = place ? deliveryEstimate(deliveryPricing(website), from, place) : null
  if (!estimate) return NextResponse.json({ error: NO_ESTIMATE }, { status: 404 })
  return NextResponse.json(estimate)
}

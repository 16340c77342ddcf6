import { NextResponse, type NextRequest } from 'next/server'
import { z } from 'zod'
import { payloadClient } from '@/data/payload'
import { recordPhoneReveal } from '@/data/phoneReveals'
import { carForPage } from '@/data/vehicle'
import { carIdParam } from '@/search/carIdParam'
import { findWebsiteByHost } from '@tenants/resolveWebsite'

const bodySchema = z.object({ car_id: carIdParam })

/** POST /api/phone-reveals {car_id}: records that a shopper revealed the dealer's number for the host website's car. */
export async function POST(request: NextRequest) {
  const text = await request.text()
  if (text.length > 1000) return NextResponse.json({ error: 'Request too large.' }, { status: 413 })
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return NextResponse.json({ error: 'Send JSON.' }, { status: 400 })
  }
  const parsed = bodySchema.safeParse(body)
  if (!parsed.success) return NextResponse.json({ error: 'Invalid car.', fields: { car_id: 'Not a car address.' } }, { status: 400 })
  const payload = await payloadClient()
  const website = await findWebsiteByHost(payload, request.headers.get('host'))
  const car = website ? await carForPage(website.id, parsed.data.car_id) : null
  if (!website || !car) return NextResponse.json({ error: 'No such car.' }, { status: 404 })
  const dealership = typeof car.dealership === 'object' && car.dealership ? car.dealership.id : (car.dealership ?? null)
  await recordPhoneReveal(payload, { carId: car.id, dealershipId: dealership, websiteId: website.id })
  return NextResponse.json({ recorded: true }, { status: 201 })
}

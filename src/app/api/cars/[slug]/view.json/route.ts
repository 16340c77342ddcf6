import { NextResponse, type NextRequest } from 'next/server'
import { z } from 'zod'
import { countView } from '@/data/carViews'
import { payloadClient } from '@/data/payload'
import { carForPage } from '@/data/vehicle'
import { findWebsiteByHost } from '@tenants/resolveWebsite'
import { carIdParam } from '@/search/carIdParam'

const paramsSchema = z.object({ slug: carIdParam })

/** GET /api/cars/{slug}/view.json (§7): counts a view of the host website's car and answers its views. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ slug: string }> }) {
  const parsed = paramsSchema.safeParse(await params)
  if (!parsed.success) return NextResponse.json({ error: 'Invalid car.', fields: { slug: parsed.error.issues[0].message } }, { status: 400 })
  const payload = await payloadClient()
  const website = await findWebsiteByHost(payload, request.headers.get('host'))
  if (!website) return NextResponse.json({ error: 'No website at this address.' }, { status: 404 })
  const car = await carForPage(website.id, parsed.data.slug)
  if (!car) return NextResponse.json({ error: 'No such car.' }, { status: 404 })
  const views = await countView(payload, car, request.nextUrl.searchParams.get('count') !== 'false')
  return NextResponse.json({ views, car_fields: { id: car.id, slug: car.slug, photos_count: car.photos_count, updated_at: car.updatedAt } }, { headers: { 'cache-control': 'no-store' } })
}

import { NextResponse } from 'next/server'
import { priceGauge } from '@/data/priceGauge'
import { carForPage } from '@/data/vehicle'
import { websiteForSegment } from '@/data/website'
import { carIdParam } from '@/search/carIdParam'

/** GET /cars/{slug}/autogauge (§7): fill, listing_price, market_range_min, market_range_max, confidence, description. */
export async function GET(_request: Request, { params }: { params: Promise<{ tenant: string; slug: string }> }) {
  const { tenant, slug } = await params
  const parsed = carIdParam.safeParse(slug)
  const website = parsed.success ? await websiteForSegment(tenant) : null
  const car = website && parsed.success ? await carForPage(website.id, parsed.data) : null
  if (!car) return NextResponse.json({ error: 'No such car.' }, { status: 404 })
  const gauge = await priceGauge(car)
  // Thin data is an answer, not a failure: the block hides itself without a console error.
  if (!gauge) return NextResponse.json({ error: 'No data returned' }, { headers: { 'cache-control': 'public, max-age=300' } })
  return NextResponse.json(gauge, { headers: { 'cache-control': 'public, max-age=300' } })
}

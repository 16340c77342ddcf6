import type { NextRequest } from 'next/server'
import { carForPage } from '@/data/vehicle'
import { vehicleSheet } from '@/data/vehicleSheet'
import { websiteForSegment } from '@/data/website'
import { readCarId } from '@/search/carIdParam'
import { vehiclePdf } from '@/services/pdf/vehiclePdf'

/** GET /print/pdf?car_id={slug}: the printable sheet as a PDF download. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ tenant: string }> }) {
  const slug = readCarId(request.nextUrl.searchParams.get('car_id'))
  const website = slug ? await websiteForSegment((await params).tenant) : null
  const car = website && slug ? await carForPage(website.id, slug) : null
  if (!website || !car) return Response.json({ error: 'No such car.' }, { status: 404 })
  const sheet = await vehicleSheet(website, car, new URL(`/cars/${car.slug}`, request.nextUrl.origin).toString())
  const pdf = await vehiclePdf(sheet)
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${car.slug}.pdf"`,
      'cache-control': 'private, max-age=60',
    },
  })
}

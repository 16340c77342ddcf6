import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { PrintActions } from '@/components/vehicle/PrintActions.client'
import { SpecSection } from '@/components/vehicle/SpecSection'
import { carForPage } from '@/data/vehicle'
import { vehicleSheet } from '@/data/vehicleSheet'
import { websiteForSegment } from '@/data/website'
import { readCarId } from '@/search/carIdParam'

type Props = {
  params: Promise<{ tenant: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const metadata: Metadata = { title: 'Print', robots: { index: false } }

/** /print?car_id={slug}: the car on one printable sheet (print stylesheet), with a PDF download. */
export default async function PrintPage({ params, searchParams }: Props) {
  const slug = readCarId((await searchParams).car_id)
  const website = slug ? await websiteForSegment((await params).tenant) : null
  const car = website && slug ? await carForPage(website.id, slug) : null
  if (!website || !car) notFound()
  const sheet = await vehicleSheet(website, car, `/cars/${car.slug}`)
  const image = typeof car.primary_image_url === 'string' ? car.primary_image_url : null
  return (
    <article className="container print-sheet">
      <PrintActions pdfPath={`/print/pdf?car_id=${car.slug}`} fileName={`${car.slug}.pdf`} />
      <p className="print-sheet__dealer">
        <strong>{sheet.dealer.name}</strong>
        {[sheet.dealer.phone, sheet.dealer.email, sheet.dealer.address].filter(Boolean).map((part) => (
          <span key={part}> · {part}</span>
        ))}
      </p>
      <h1>{sheet.title}</h1>
      <p className="print-sheet__price">{sheet.price}</p>
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img src={image} alt="" width={600} height={400} className="print-sheet__image" />
      ) : null}
      <SpecSection id="print-key-info" heading="Key information" lines={sheet.keyFacts} />
      <SpecSection id="print-specs" heading="Specifications" lines={sheet.specs} />
      {sheet.features.length ? (
        <section>
          <h2>Features</h2>
          <p>{sheet.features.join(' · ')}</p>
        </section>
      ) : null}
      {sheet.comments ? (
        <section>
          <h2>Dealer comments</h2>
          <p>{sheet.comments}</p>
        </section>
      ) : null}
      <p className="print-sheet__url">See this car online: {sheet.url}</p>
    </article>
  )
}

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { payloadClient } from '@/data/payload'
import { websiteForSegment } from '@/data/website'
import { compareIds } from '@/domain/compare'
import { formatMoney, priceDisplay } from '@/domain/priceDisplay'
import type { Car } from '@/payload-types'

export const metadata: Metadata = { title: 'Compare cars', robots: { index: false } }

type Props = { params: Promise<{ tenant: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

const rows: Array<[string, (car: Car) => string | null]> = [
  ['Year', (c) => (c.year ? String(c.year) : null)],
  ['Kilometres', (c) => (c.km !== null && c.km !== undefined ? `${c.km.toLocaleString('en-AU')} km` : null)],
  ['Body', (c) => c.body ?? null],
  ['Fuel', (c) => c.fuel ?? c.simple_fuel ?? null],
  ['Transmission', (c) => c.trans ?? null],
  ['Engine', (c) => (c.engine_size_litres ? `${c.engine_size_litres} L` : c.variant?.enginesize_litres ? `${c.variant.enginesize_litres} L` : null)],
  ['Drive', (c) => c.drive ?? null],
  ['Seats', (c) => (c.seats ? String(c.seats) : null)],
  ['Colour', (c) => c.colour ?? null],
  ['Fuel economy', (c) => (c.variant?.fuelconsumptioncombined ? `${c.variant.fuelconsumptioncombined} L/100 km` : null)],
  ['ANCAP rating', (c) => (c.variant?.ancaprating ? `${c.variant.ancaprating} stars` : null)],
]

/** /compare?ids=1,2,3 (§2): up to three of this website's cars side by side; the URL is the whole state, so it can be shared. */
export default async function ComparePage({ params, searchParams }: Props) {
  const website = await websiteForSegment((await params).tenant)
  if (!website) notFound()
  const ids = compareIds((await searchParams).ids)
  const payload = await payloadClient()
  const found = ids.length
    ? await payload.find({ collection: 'cars', overrideAccess: false, context: { websiteId: website.id }, where: { and: [{ tenant: { equals: website.id } }, { id: { in: ids } }] }, depth: 0, limit: 3, pagination: false })
    : null
  const cars = ids.map((id) => found?.docs.find((c) => c.id === id)).filter((c): c is Car => Boolean(c))
  return (
    <div className="container section">
      <h1>Compare cars</h1>
      {cars.length < 2 ? <p>Tick Compare on two or three cars to see them side by side here.</p> : null}
      {cars.length ? (
        <div className="compare-table__scroll">
          <table className="compare-table">
            <caption className="visually-hidden">The cars you picked, side by side</caption>
            <thead>
              <tr>
                <td />
                {cars.map((car) => (
                  <th key={car.id} scope="col">
                    <a href={`/cars/${car.slug}`}>{car.name}</a>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Price</th>
                {cars.map((car) => {
                  const price = priceDisplay(car, { subscriptionsEnabled: false, noPriceText: website.copy?.noPriceText })
                  return <td key={car.id}>{price.kind === 'price' ? formatMoney(price.amount) : price.kind === 'subscription' ? `${formatMoney(price.amount)}/week` : price.text}</td>
                })}
              </tr>
              {rows.map(([label, value]) =>
                cars.some((car) => value(car)) ? (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    {cars.map((car) => (
                      <td key={car.id}>{value(car) ?? '–'}</td>
                    ))}
                  </tr>
                ) : null,
              )}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  )
}

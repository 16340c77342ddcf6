import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { CarCard } from '@/components/CarCard'
import { GarageLocal } from '@/components/account/GarageLocal.client'
import { SignOutButton } from '@/components/account/SignOutButton.client'
import { payloadClient } from '@/data/payload'
import { currentShopper } from '@/data/shopper'
import { websiteForSegment } from '@/data/website'
import { signInHref } from '@/domain/auth/redirect'
import { watchlistIds } from '@/services/watchlist/store'

export const metadata: Metadata = { title: 'My Garage', robots: { index: false } }

type Props = { params: Promise<{ tenant: string }> }

/** /my-garage (§2, always gated §6): the shopper's watchlist and the enquiries they have sent. */
export default async function MyGaragePage({ params }: Props) {
  const website = await websiteForSegment((await params).tenant)
  if (!website) notFound()
  const shopper = await currentShopper(website)
  if (!shopper) redirect(signInHref('my-garage', '/my-garage', '/'))
  const payload = await payloadClient()
  const ids = await watchlistIds(payload, shopper.id, website.id)
  const [cars, enquiries] = await Promise.all([
    ids.length
      ? payload.find({ collection: 'cars', overrideAccess: false, context: { websiteId: website.id }, where: { and: [{ tenant: { equals: website.id } }, { id: { in: ids } }] }, limit: ids.length, depth: 0, pagination: false })
      : null,
    payload.find({
      collection: 'leads',
      overrideAccess: true,
      where: { and: [{ tenant: { equals: website.id } }, { phone: { equals: shopper.phone } }] },
      sort: '-createdAt',
      limit: 20,
      depth: 0,
      select: { category: true, subcategory: true, car_snapshot: true, createdAt: true },
    }),
  ])
  const saved = ids.map((id) => cars?.docs.find((car) => car.id === id)).filter((car) => car !== undefined)
  return (
    <div className="container section">
      <h1>My Garage</h1>
      <p className="lead">Welcome back{shopper.first_name ? `, ${shopper.first_name}` : ''}.</p>
      <section className="section" aria-labelledby="watchlist-heading" id="watchlist">
        <h2 id="watchlist-heading">Watchlist</h2>
        {saved.length ? (
          <ul className="card-grid">
            {saved.map((car) => (
              <li key={car.id}>
                <CarCard car={car} noPriceText={website.copy?.noPriceText} subscriptionsEnabled={false} />
              </li>
            ))}
          </ul>
        ) : (
          <p>No saved cars yet. Use Save to Watchlist on any car to keep it here.</p>
        )}
      </section>
      <section className="section" aria-labelledby="enquiries-heading">
        <h2 id="enquiries-heading">Your enquiries</h2>
        {enquiries.docs.length ? (
          <ul>
            {enquiries.docs.map((lead) => (
              <li key={lead.id}>
                {[lead.category, lead.subcategory].filter(Boolean).join(' · ')}
                {(lead.car_snapshot as { name?: string } | null)?.name ? ` – ${(lead.car_snapshot as { name: string }).name}` : ''} ({new Date(lead.createdAt).toLocaleDateString('en-AU')})
              </li>
            ))}
          </ul>
        ) : (
          <p>You have not sent us an enquiry from this phone yet.</p>
        )}
      </section>
      <GarageLocal />
      <SignOutButton />
    </div>
  )
}

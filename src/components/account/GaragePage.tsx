import { CarCard } from '@/components/CarCard'
import { payloadClient } from '@/data/payload'
import type { Shopper, Website } from '@/payload-types'
import { watchlistIds } from '@/services/watchlist/store'
import { GarageLocal } from './GarageLocal.client'
import { SignOutButton } from './SignOutButton.client'

/** My Garage (§2): the watchlist, the shopper's enquiries, and what this browser remembers. */
export async function GaragePage({ website, shopper }: { website: Website; shopper: Shopper }) {
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

import Link from 'next/link'
import { notFound } from 'next/navigation'
import { CarCard } from '@/components/CarCard'
import { featuredCars, stockCount } from '@/data/cars'
import { featureEnabled, websiteForSegment } from '@/data/website'
import { PageView } from '@/components/content/PageView'
import { pageBySlug } from '@/data/pageBySlug'
import type { SearchParams } from '@/data/preview'

type Props = { params: Promise<{ tenant: string }>; searchParams: SearchParams }

/** The home page: the website's page with the slug `home`, or its stock at a glance until it has one. */
export default async function HomePage({ params, searchParams }: Props) {
  const website = await websiteForSegment((await params).tenant)
  if (!website) notFound()
  const { page, grant } = await pageBySlug(website, 'home', searchParams)
  if (page) return <PageView page={page} website={website} grant={grant} />
  const [cars, count, subscriptionsEnabled] = await Promise.all([
    featuredCars(website.id, 6),
    stockCount(website.id),
    featureEnabled(website, 'subscriptions'),
  ])
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>{website.name}</h1>
          {website.tagline ? <p className="hero__tagline">{website.tagline}</p> : null}
          <p>
            <Link className="button button--accent" href="/search/new-used-and-demo-cars">
              Browse all {count.toLocaleString('en-AU')} vehicles
            </Link>
          </p>
        </div>
      </section>
      <section className="container section" aria-labelledby="featured-heading">
        <h2 id="featured-heading">Featured stock</h2>
        {cars.length ? (
          <ul className="card-grid">
            {cars.map((car, index) => (
              <li key={car.id}>
                <CarCard car={car} priority={index < 2} noPriceText={website.copy?.noPriceText} subscriptionsEnabled={subscriptionsEnabled} />
              </li>
            ))}
          </ul>
        ) : (
          <p>New stock is on its way. Check back soon or call us to hear about it first.</p>
        )}
      </section>
    </>
  )
}

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ReviewListComponent } from '@blocks/ReviewList/Component'
import { ReviewBadgeComponent } from '@blocks/ReviewBadge/Component'
import { featureEnabled, websiteForSegment } from '@/data/website'
import { closedTextFor } from './closedText'
import { HoursTable } from './HoursTable'
import { directionsHref, LocationCard } from './LocationCard'
import { locationBySlug } from './locationLookup'
import '@/components/content/content.css'
import { Crumbs } from '@/components/content/Crumbs'

type Props = { params: Promise<{ tenant: string; slug: string }> }

export async function locationMetadata({ params }: Props): Promise<Metadata> {
  const { tenant, slug } = await params
  const website = await websiteForSegment(tenant)
  const location = website ? await locationBySlug(website, slug) : null
  return location ? { title: location.name, description: `Opening hours, address and contact details for ${location.name}.`, alternates: { canonical: `/locations/${location.slug}` } } : {}
}

/** /locations/{slug}, /our-location/{slug}: one location with its card, hours, map link and reviews. */
export async function LocationPage({ params }: Props) {
  const { tenant, slug } = await params
  const website = await websiteForSegment(tenant)
  const location = website ? await locationBySlug(website, slug) : null
  if (!website || !location) notFound()
  const now = new Date()
  const [showLicences, closedText] = await Promise.all([featureEnabled(website, 'staffLicenceInfo'), closedTextFor(website)])
  const a = location.address
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    name: location.name,
    telephone: location.contact_detail?.phone ?? undefined,
    address: a ? { '@type': 'PostalAddress', streetAddress: a.street, addressLocality: a.city, addressRegion: a.state, postalCode: a.postcode, addressCountry: 'AU' } : undefined,
    geo: a?.lat && a?.long ? { '@type': 'GeoCoordinates', latitude: a.lat, longitude: a.long } : undefined,
  }
  const context = { website, now, draft: false }
  return (
    <div className="location-page">
      <div className="container section">
        <Crumbs trail={[{ href: '/dealer-locator', label: 'Locations' }]} current={location.name} />
        <h1>{location.name}</h1>
        <ReviewBadgeComponent block={{ blockType: 'reviewBadge', location: location.id }} context={context} />
        <div className="location-page__layout">
          <LocationCard location={{ ...location, contact_detail: { ...location.contact_detail, opening_hours: [] } }} buttons={['contact', 'directions', 'service', 'stock']} showLicences={showLicences} now={now} closedText={closedText} headingLevel="h2" />
          <section aria-labelledby="hours-heading">
            <h2 id="hours-heading">Opening hours</h2>
            <HoursTable location={location} now={now} closedText={closedText} />
          </section>
        </div>
        <section id="location-map" className="location-map" aria-labelledby="map-heading">
          <h2 id="map-heading">Find us</h2>
          <p>
            {[a?.street, a?.city, a?.state, a?.postcode].filter(Boolean).join(', ')}{' '}
            <a href={directionsHref(location)} target="_blank" rel="noopener">
              Get Directions<span className="visually-hidden"> (opens a new tab)</span>
            </a>
          </p>
        </section>
      </div>
      <ReviewListComponent block={{ blockType: 'reviewList', heading: `Reviews of ${location.name}`, location: location.id, limit: 10 }} context={context} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />
    </div>
  )
}

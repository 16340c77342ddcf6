import type { Location, Media } from '@/payload-types'
import type { ClosedText } from '@/domain/content/openingHours'
import { HoursTable } from './HoursTable'
import { Stars } from './Stars'

export const locationButtons = ['contact', 'details', 'directions', 'service', 'stock'] as const
export type LocationButton = (typeof locationButtons)[number]
export const locationButtonLabels: Record<LocationButton, string> = {
  contact: 'Contact',
  details: 'View Location Details',
  directions: 'Get Directions',
  service: 'Book a Service',
  stock: 'View Our Stock',
}

export function directionsHref(location: Pick<Location, 'address'>): string {
  const a = location.address
  const destination = a?.lat && a?.long ? `${a.lat},${a.long}` : [a?.street, a?.city, a?.state, a?.postcode].filter(Boolean).join(', ')
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`
}

type Props = { location: Location; buttons: readonly LocationButton[]; showLicences: boolean; now: Date; closedText: ClosedText; headingLevel?: 'h2' | 'h3' }

/** §2 location card: image, rating, address, phone, hours, licence numbers where shown, and its buttons. */
export function LocationCard({ location, buttons, showLicences, now, closedText, headingLevel: Heading = 'h3' }: Props) {
  const image = typeof location.image === 'object' && location.image ? (location.image as Media) : null
  const address = location.address
  const phone = location.contact_detail?.phone
  const hrefs: Record<LocationButton, string> = {
    contact: `/contact-us/${location.slug}`,
    details: `/locations/${location.slug}`,
    directions: directionsHref(location),
    service: `/service?location_id=${location.id}`,
    stock: `/search/${location.slug}`,
  }
  const shown = buttons.filter((b) => b !== 'service' || location.location_type === 'service' || location.location_subtype?.includes('service'))
  return (
    <article className="location-card">
      {image?.url ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img className="location-card__image" src={image.sizes?.card?.url ?? image.url} alt="" width={600} height={400} loading="lazy" />
      ) : null}
      <div className="location-card__body">
        <Heading className="location-card__name">{location.name}</Heading>
        {location.average_rating ? (
          <p className="location-card__rating">
            <Stars rating={location.average_rating} /> {location.average_rating.toFixed(1)}
            {location.review_count ? <span> ({location.review_count} reviews)</span> : null}
          </p>
        ) : null}
        {address ? (
          <address className="location-card__address">
            {[address.street, [address.city, address.state, address.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
          </address>
        ) : null}
        {phone ? (
          <p>
            <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
          </p>
        ) : null}
        <HoursTable location={location} now={now} closedText={closedText} />
        {showLicences && (location.dealer_license_number || location.motor_vehicle_repairer) ? (
          <p className="location-card__licences">
            {location.dealer_license_number ? <span>Dealer licence {location.dealer_license_number}</span> : null}
            {location.motor_vehicle_repairer ? <span> Motor vehicle repairer {location.motor_vehicle_repairer}</span> : null}
          </p>
        ) : null}
        {shown.length ? (
          <p className="location-card__buttons">
            {shown.map((button) => (
              <a key={button} className="button button--small button--secondary" href={hrefs[button]} {...(button === 'directions' ? { target: '_blank', rel: 'noopener' } : {})}>
                {locationButtonLabels[button]}
                {button === 'directions' ? <span className="visually-hidden"> to {location.name} (opens a new tab)</span> : <span className="visually-hidden">: {location.name}</span>}
              </a>
            ))}
          </p>
        ) : null}
      </div>
    </article>
  )
}

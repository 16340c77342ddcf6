import Link from 'next/link'
import type React from 'react'
import type { CardTag } from '@/domain/cardTag'
import { priceDisplay, type PricedCar } from '@/domain/priceDisplay'
import { PriceTag } from './PriceTag'

export type CardCar = PricedCar & {
  id: number
  slug?: string | null
  name?: string | null
  status?: string | null
  km?: number | null
  trans?: string | null
  body?: string | null
  primary_image_url?: string | null
  location_name?: string | null
}

/** Small line icons for the card facts (§2: icons for km, transmission and body). */
const icons = {
  odometer: 'M12 4a9 9 0 0 0-9 9 9 9 0 0 0 2.6 6.4l1.4-1.4A7 7 0 1 1 19 13a7 7 0 0 1-2 4.9l1.4 1.5A9 9 0 0 0 12 4Zm3.5 4.1-4.2 4.2a1.5 1.5 0 1 0 1.4 1.4l4.2-4.2-1.4-1.4Z',
  gearbox: 'M5 3a2 2 0 0 0-1 3.7V17a2 2 0 1 0 2 0v-4h5v4a2 2 0 1 0 2 0v-4h5V6.7a2 2 0 1 0-2 0V11h-3V6.7a2 2 0 1 0-2 0V11H6V6.7A2 2 0 0 0 5 3Z',
  body: 'M5 11l1.6-4.2A2 2 0 0 1 8.5 5.5h7a2 2 0 0 1 1.9 1.3L19 11h1a1 1 0 0 1 1 1v5h-2v1.5a1.5 1.5 0 0 1-3 0V17H8v1.5a1.5 1.5 0 0 1-3 0V17H3v-5a1 1 0 0 1 1-1h1Zm2.2 0h9.6l-1.2-3.5h-7.2L7.2 11ZM7 14a1 1 0 1 0 0-2 1 1 0 0 0 0 2Zm10 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
} as const

type Props = {
  car: CardCar
  tag?: CardTag | null
  priority?: boolean
  noPriceText?: string | null
  subscriptionsEnabled: boolean
  headingLevel?: 'h2' | 'h3'
  /** Buttons over the photo (watchlist, favourite); outside the card's link so they are their own targets. */
  actions?: React.ReactNode
}

export function CarCard({ car, tag, priority = false, noPriceText, subscriptionsEnabled, headingLevel: Heading = 'h3', actions }: Props) {
  const price = priceDisplay(car, { subscriptionsEnabled, noPriceText })
  const sold = car.status === 'sold'
  const facts = [
    { icon: 'odometer', text: car.km !== null && car.km !== undefined ? `${car.km.toLocaleString('en-AU')} km` : null },
    { icon: 'gearbox', text: car.trans },
    { icon: 'body', text: car.body },
  ].filter((fact): fact is { icon: keyof typeof icons; text: string } => Boolean(fact.text))
  return (
    <article className={`car-card${sold ? ' car-card--sold' : ''}`}>
      <Link href={`/cars/${car.slug}`} className="car-card__link">
        <div className="car-card__media">
          {car.primary_image_url ? (
            // Placeholder and feed images are already sized; the one image loader arrives with the vehicle page.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              className="car-card__image"
              src={car.primary_image_url}
              alt=""
              width={600}
              height={400}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : 'auto'}
            />
          ) : (
            <div className="car-card__image car-card__image--empty" aria-hidden="true">
              Photos coming soon
            </div>
          )}
          {tag ? <span className={`car-tag car-tag--${tag.kind}`}>{tag.text}</span> : null}
        </div>
        <Heading className="car-card__title">{car.name}</Heading>
      </Link>
      {actions ? <div className="car-card__actions">{actions}</div> : null}
      <PriceTag price={price} className="car-card__price" />
      {facts.length ? (
        <ul className="car-card__facts">
          {facts.map((fact) => (
            <li key={fact.icon}>
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                <path d={icons[fact.icon]} fill="currentColor" />
              </svg>
              {fact.text}
            </li>
          ))}
        </ul>
      ) : null}
      {car.location_name ? <p className="car-card__location">{car.location_name}</p> : null}
      {sold ? (
        <p className="car-card__similar">
          Like this and want something similar?{' '}
          <Link className="button button--small" href={`/cars/${car.slug}#similar`}>
            Find Me Something Similar
          </Link>
        </p>
      ) : null}
    </article>
  )
}

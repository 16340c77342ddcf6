import Link from 'next/link'
import type { CardTag } from '@/domain/cardTag'
import { formatMoney, priceDisplay, type PricedCar } from '@/domain/priceDisplay'

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

type Props = {
  car: CardCar
  tag?: CardTag | null
  priority?: boolean
  noPriceText?: string | null
  subscriptionsEnabled: boolean
  headingLevel?: 'h2' | 'h3'
}

export function CarCard({ car, tag, priority = false, noPriceText, subscriptionsEnabled, headingLevel: Heading = 'h3' }: Props) {
  const price = priceDisplay(car, { subscriptionsEnabled, noPriceText })
  const sold = car.status === 'sold'
  const facts = [car.km !== null && car.km !== undefined ? `${car.km.toLocaleString('en-AU')} km` : null, car.trans, car.body].filter(Boolean)
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
      <p className="car-card__price">
        {price.kind === 'price' ? (
          <>
            <strong>{formatMoney(price.amount)}</strong>
            {price.wasPrice ? (
              <s className="car-card__was">
                <span className="visually-hidden">Was </span>
                {formatMoney(price.wasPrice)}
              </s>
            ) : null}
          </>
        ) : price.kind === 'subscription' ? (
          <strong>{formatMoney(price.amount)}/week</strong>
        ) : (
          <strong>{price.text}</strong>
        )}
      </p>
      {facts.length ? <p className="car-card__facts">{facts.join(' · ')}</p> : null}
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

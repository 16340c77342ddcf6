import Link from 'next/link'
import type { CardCar } from '@/data/cars'
import { formatMoney, priceDisplay } from '@/domain/priceDisplay'

type Props = {
  car: CardCar
  priority?: boolean
  noPriceText?: string | null
  subscriptionsEnabled: boolean
  headingLevel?: 'h2' | 'h3'
}

export function CarCard({ car, priority = false, noPriceText, subscriptionsEnabled, headingLevel: Heading = 'h3' }: Props) {
  const price = priceDisplay(car, { subscriptionsEnabled, noPriceText })
  const facts = [car.km !== null && car.km !== undefined ? `${car.km.toLocaleString('en-AU')} km` : null, car.trans, car.body].filter(Boolean)
  return (
    <article className="car-card">
      <Link href={`/cars/${car.slug}`} className="car-card__link">
        {car.primary_image_url ? (
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
    </article>
  )
}

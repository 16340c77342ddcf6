import { notFound } from 'next/navigation'
import { z } from 'zod'
import { shopperForGatedPage } from '@/data/shopper'
import { carForPage } from '@/data/vehicle'
import { featureEnabled, websiteForSegment } from '@/data/website'
import { contactDetails } from '@/domain/account/contactDetails'
import { checkoutModes, depositFor, DEFAULT_HOLD_HOURS, type CheckoutMode } from '@/domain/checkout/offer'
import { formatMoney, priceDisplay } from '@/domain/priceDisplay'
import { paymentsPort, paysOnline } from '@/services/payments'
import { PriceTag } from '@/components/PriceTag'
import { CheckoutForm } from './CheckoutForm.client'
import './checkout.css'
import { carIdParam } from '@/search/carIdParam'

export type CheckoutPageProps = { params: Promise<{ tenant: string; slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

const query = z.object({ payment: z.literal('cancelled').optional().catch(undefined) })

/**
 * /cars/{slug}/checkout and /cars/{slug}/buy-online (§2, §9): reserve the car with a refundable
 * deposit or start buying it, gated by sign-in where the website says so. A car that can no longer
 * be reserved says so and points back to the stock.
 */
export async function CheckoutPage({ params, searchParams, route }: CheckoutPageProps & { route: 'checkout' | 'buy-online' }) {
  const { tenant, slug } = await params
  const parsedSlug = carIdParam.safeParse(slug)
  const website = await websiteForSegment(tenant)
  if (!website || !parsedSlug.success) notFound()
  const [reserveOnline, buyOnline] = await Promise.all([featureEnabled(website, 'reserveOnline'), featureEnabled(website, 'buyOnline')])
  const car = await carForPage(website.id, parsedSlug.data)
  if (!car || (!reserveOnline && !buyOnline)) notFound()
  const shopper = await shopperForGatedPage(website, `/cars/${car.slug}/${route}`)
  const { payment } = query.parse(await searchParams)
  const modes = checkoutModes(car, { reserveOnline, buyOnline })
  const preferred: CheckoutMode = route === 'buy-online' && modes.includes('buy') ? 'buy' : (modes[0] ?? 'reserve')
  const deposit = depositFor(car.reserve_deposit, website.reserve?.depositDefault)
  const hours = website.reserve?.holdHours || DEFAULT_HOLD_HOURS
  const payOnline = paysOnline(paymentsPort(), deposit)
  const price = priceDisplay(car, { subscriptionsEnabled: false, noPriceText: website.copy?.noPriceText })
  const image = Array.isArray(car.images) ? (car.images[0] as { url?: string } | undefined)?.url : undefined
  const depositText = deposit > 0 ? `${formatMoney(deposit)} deposit` : 'no deposit'
  const heading = preferred === 'buy' ? `Buy the ${car.name} online` : `Reserve the ${car.name}`

  return (
    <div className="container section checkout">
      <h1>{heading}</h1>
      {payment === 'cancelled' && modes.length ? (
        <p className="checkout__note" role="status">
          Your payment was cancelled and nothing was charged. You can try again below.
        </p>
      ) : null}
      <div className="checkout__layout">
        <aside className="checkout__car" aria-label="The car">
          {image ? <img src={image} alt="" width={600} height={400} className="checkout__image" /> : null}
          <p className="checkout__name">
            <a href={`/cars/${car.slug}`}>{car.name}</a>
          </p>
          <PriceTag price={price} className="checkout__price" />
          {car.stocknum ? <p className="checkout__meta">Stock number {car.stocknum}</p> : null}
          <ol className="checkout__steps">
            <li>Tell us who you are.</li>
            <li>{deposit <= 0 ? 'Nothing to pay today.' : payOnline ? `Pay the fully refundable ${depositText} by card.` : `We call you to take the fully refundable ${depositText}.`}</li>
            <li>We hold the car for you for {hours} hours while we arrange {preferred === 'buy' ? 'payment, paperwork and handover' : 'your test drive and the paperwork'}.</li>
          </ol>
        </aside>
        <section aria-labelledby="checkout-form-heading" className="checkout__form">
          <h2 id="checkout-form-heading">Your details</h2>
          {modes.length ? (
            <CheckoutForm
              carId={car.id}
              modes={modes}
              preferred={preferred}
              submitText={{
                reserve: payOnline ? `Pay ${formatMoney(deposit)} deposit` : 'Reserve this car',
                buy: payOnline ? `Pay ${formatMoney(deposit)} deposit and buy` : 'Buy this car online',
              }}
              termsText={`I understand the ${depositText} is fully refundable and the car is held for me for ${hours} hours.`}
              initial={contactDetails(shopper)}
            />
          ) : (
            <div className="checkout__unavailable">
              <p role="status">{car.reserved ? 'Sorry, this car has just been reserved by someone else.' : 'This car can no longer be reserved or bought online.'}</p>
              <p>
                <a className="button" href={`/contact?car_id=${car.id}`}>
                  Ask about this car
                </a>{' '}
                <a className="button button--secondary" href="/cars">
                  See all our cars
                </a>
              </p>
            </div>
          )}
        </section>
      </div>
    </div>
  )
}

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { z } from 'zod'
import { payloadClient } from '@/data/payload'
import { websiteForSegment } from '@/data/website'
import { holdEndsText } from '@/domain/checkout/offer'
import { timeZoneForState } from '@/domain/hours/timezone'
import { formatMoney } from '@/domain/priceDisplay'
import { settleOnReturn } from '@/services/checkout/confirm'
import '@/components/checkout/checkout.css'

export const metadata: Metadata = { title: 'Your reservation', robots: { index: false } }

type Props = { params: Promise<{ tenant: string; slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

const query = z.object({ reference: z.string().regex(/^R-[0-9A-F]{10}$/) })

/**
 * Where the shopper lands after checking out or paying (§2 checkout). Coming back from the payment
 * page also asks the provider, so a slow webhook never leaves a paid shopper without their hold.
 */
export default async function ReservationConfirmedPage({ params, searchParams }: Props) {
  const { tenant, slug } = await params
  const parsed = query.safeParse(await searchParams)
  const website = await websiteForSegment(tenant)
  if (!website || !parsed.success) notFound()
  const payload = await payloadClient()
  // Reservations are staff-only documents; the shopper holds the unguessable reference, and only this website's are read.
  const found = await payload.find({
    collection: 'reservations',
    where: { and: [{ tenant: { equals: website.id } }, { reference: { equals: parsed.data.reference } }] },
    depth: 2,
    limit: 1,
    overrideAccess: true,
    select: { reference: true, status: true, mode: true, car: true, deposit: true, held_until: true, paid_at: true, phone: true, payment_ref: true },
    populate: { cars: { name: true, slug: true, location: true }, locations: { address: { state: true } } },
  })
  let reservation = found.docs[0]
  const car = reservation && typeof reservation.car === 'object' ? reservation.car : null
  if (!reservation || !car || car.slug !== slug) notFound()

  reservation = await settleOnReturn(payload, website, reservation)
  const timeZone = timeZoneForState(typeof car.location === 'object' ? car.location?.address?.state : null)
  const buying = reservation.mode === 'buy'
  const deposit = reservation.deposit ?? 0

  return (
    <div className="container section checkout">
      {reservation.status === 'held' ? (
        <>
          <h1>{buying ? `Thank you, the ${car.name} is yours to buy` : `The ${car.name} is reserved for you`}</h1>
          <div className="checkout__held" role="status">
            <p>
              We are holding it for you until <strong>{holdEndsText(new Date(reservation.held_until!), timeZone)}</strong>. Your reference is <strong>{reservation.reference}</strong>.
            </p>
          </div>
          <p>
            {deposit <= 0
              ? 'There is nothing to pay today.'
              : reservation.paid_at
                ? `Your fully refundable ${formatMoney(deposit)} deposit has been paid.`
                : `We will call you on ${reservation.phone} to take your fully refundable ${formatMoney(deposit)} deposit.`}{' '}
            {buying ? 'Our sales team will be in touch to arrange payment, paperwork and handover.' : 'Our sales team will be in touch to arrange a test drive and the paperwork.'}
          </p>
        </>
      ) : reservation.status === 'awaiting-payment' ? (
        <>
          <h1>Waiting for your payment</h1>
          <p role="status">We have not heard from the payment provider yet. If you have paid, check again in a moment: your reservation shows here as soon as your deposit is confirmed.</p>
          <p>
            <a className="button" href={`/cars/${car.slug}/checkout/confirmed?reference=${reservation.reference}`}>
              Check again
            </a>
          </p>
        </>
      ) : reservation.status === 'sold' ? (
        <h1>Thank you for buying the {car.name}</h1>
      ) : (
        <>
          <h1>This reservation has ended</h1>
          <p>Reservation {reservation.reference} is no longer holding the {car.name}. Please give us a call if you still want it.</p>
        </>
      )}
      <p>
        <a href={`/cars/${car.slug}`}>Back to the {car.name}</a>
      </p>
    </div>
  )
}

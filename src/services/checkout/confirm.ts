import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { holdEnds, holdEndsText } from '@/domain/checkout/offer'
import { timeZoneForState } from '@/domain/hours/timezone'
import { formatMoney } from '@/domain/priceDisplay'
import type { Car, Reservation, Website } from '@/payload-types'
import { leadLocations } from '@/data/leadForms'
import { featureEnabled } from '@/data/website'
import { plannedDeliveries } from '@/services/leads/destinations'
import { storeLead } from '@/services/leads/store'
import { paymentsPort } from '@/services/payments'
import { extendHold } from './holds'
import { applyReservationStatus } from './status'
import { relationId } from '@/data/relationId'

export const confirmedPath = (slug: string, reference: string) => `/cars/${slug}/checkout/confirmed?reference=${encodeURIComponent(reference)}`


/**
 * Awaiting payment → held, exactly once however many times it is asked (the webhook and the
 * shopper's return from the payment page race): the full hold starts now, the car shows RESERVED
 * and the dealer gets the reservation as a lead. Null when this reservation was not waiting.
 */
export async function holdCar(payload: Payload, website: Website, reservationId: number, paymentRef: string | null): Promise<Reservation | null> {
  const now = new Date()
  const until = holdEnds(now, website.reserve?.holdHours)
  const moved = await payload.db.drizzle.execute(sql`
    UPDATE reservations SET status = 'held', held_until = ${until.toISOString()}, paid_at = ${paymentRef ? now.toISOString() : null}, updated_at = now()
    WHERE id = ${reservationId} AND tenant_id = ${website.id} AND status = 'awaiting-payment'
      AND (${paymentRef}::text IS NULL OR payment_ref = ${paymentRef})
    RETURNING id`)
  if (moved.rows.length !== 1) return null
  const reservation = await payload.findByID({ collection: 'reservations', id: reservationId, depth: 0, overrideAccess: true })
  const carId = relationId(reservation.car)!
  await extendHold(payload, carId, reservation.reference, until)
  await applyReservationStatus(payload, reservation)
  const car = await payload.findByID({ collection: 'cars', id: carId, depth: 0, overrideAccess: true })
  const leadId = await reservationLead(payload, website, reservation, car)
  await payload.update({ collection: 'reservations', id: reservation.id, data: { lead: leadId }, overrideAccess: true })
  return reservation
}

async function reservationLead(payload: Payload, website: Website, reservation: Reservation, car: Car): Promise<number> {
  const locations = await leadLocations(website.id)
  const location = locations.find((l) => l.id === relationId(car.location)) ?? locations[0]
  const dealershipId = relationId(car.dealership) ?? relationId(location?.dealership)
  const dealership = dealershipId ? await payload.findByID({ collection: 'dealerships', id: dealershipId, depth: 0 }).catch(() => null) : null
  const buying = reservation.mode === 'buy'
  const deposit = reservation.deposit ?? 0
  const paid = Boolean(reservation.paid_at)
  const depositLine = deposit <= 0 ? 'No deposit is asked for this car.' : paid ? `${formatMoney(deposit)} deposit paid online (${reservation.payment_ref}).` : `Please call to take the ${formatMoney(deposit)} deposit.`
  const held = holdEndsText(new Date(reservation.held_until!), timeZoneForState(location?.address?.state))
  const stored = await storeLead(payload, {
    website,
    idempotencyKey: reservation.idempotency_key,
    eventId: 22,
    carId: car.id,
    deliveries: plannedDeliveries({ website, dealership, location: location ?? null, shopperConfirmation: await featureEnabled(website, 'shopperConfirmationEmail') }),
    lead: {
      summary: `${buying ? 'Buy Online' : 'Reserve Online'}: ${reservation.first_name} ${reservation.last_name} · ${car.name}`.slice(0, 200),
      type: 'reservation',
      category: buying ? 'Buy Online' : 'Reserve Online',
      subcategory: paid ? 'Deposit paid' : deposit > 0 ? 'Deposit to take by phone' : 'No deposit',
      name: reservation.first_name!,
      last_name: reservation.last_name!,
      email: reservation.email!,
      phone: reservation.phone!,
      postcode: reservation.postcode,
      message: [`Reference ${reservation.reference}. The car is held until ${held}.`, depositLine, buying ? `Paying by: ${reservation.payment_method}. ${reservation.handover}. Trade-in: ${reservation.trade_in ? 'yes' : 'no'}.` : null]
        .filter(Boolean)
        .join('\n'),
      car: car.id,
      location: location?.id,
      dealership: dealership?.id,
      answers: { reference: reservation.reference, mode: reservation.mode, deposit, deposit_paid: paid, held_until: reservation.held_until, payment_method: reservation.payment_method, handover: reservation.handover, trade_in: reservation.trade_in },
      source: 'Website',
    },
  })
  return stored.leadId
}

/**
 * The shopper is back from the payment page: ask the provider rather than wait for its webhook, so a
 * paid shopper sees their hold at once. A provider that cannot be reached leaves it to the webhook.
 */
export async function settleOnReturn<R extends Pick<Reservation, 'id' | 'reference' | 'status' | 'payment_ref'>>(payload: Payload, website: Website, reservation: R): Promise<R> {
  const port = paymentsPort()
  if (reservation.status !== 'awaiting-payment' || !reservation.payment_ref || port.name === 'offline') return reservation
  try {
    if (await port.depositPaid(reservation.payment_ref)) await holdCar(payload, website, reservation.id, reservation.payment_ref)
  } catch (error) {
    payload.logger.error({ err: error, msg: `[payments:${port.name}] could not check ${reservation.reference}` })
  }
  const fresh = await payload.findByID({ collection: 'reservations', id: reservation.id, depth: 0, overrideAccess: true, select: { status: true, held_until: true, paid_at: true } })
  return { ...reservation, status: fresh.status, held_until: fresh.held_until, paid_at: fresh.paid_at }
}

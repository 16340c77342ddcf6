import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { checkoutModes, depositFor, holdEnds, PAYMENT_WINDOW_MINUTES } from '@/domain/checkout/offer'
import { CHECKOUT_TEXT, checkoutSchema } from '@/domain/checkout/schema'
import { fieldMessages } from '@/domain/leads/forms'
import { formatMoney } from '@/domain/priceDisplay'
import type { Car, Reservation } from '@/payload-types'
import { featureEnabled } from '@/data/website'
import { SESSION_COOKIE, sessionShopper } from '@/services/auth/sessions'
import type { RouteContext } from '@/services/http/websiteRoute'
import { paymentsPort, paysOnline } from '@/services/payments'
import { hitRateLimits } from '@/services/rateLimit'
import { confirmedPath, holdCar } from './confirm'
import { claimCar } from './holds'
import { applyReservationStatus } from './status'

type Answer = { status: number; body: Record<string, unknown>; headers?: Record<string, string> }

const newReference = () => `R-${randomBytes(5).toString('hex').toUpperCase()}`

async function reservationByKey(payload: Payload, websiteId: number, key: string): Promise<Reservation | null> {
  const found = await payload.find({
    collection: 'reservations',
    where: { and: [{ tenant: { equals: websiteId } }, { idempotency_key: { equals: key } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

/** A shopper who left the payment page and tries again should not find the car held against themselves. */
async function dropOwnUnpaidCheckout(payload: Payload, websiteId: number, carId: number, phone: string): Promise<void> {
  const own = await payload.find({
    collection: 'reservations',
    where: { and: [{ tenant: { equals: websiteId } }, { car: { equals: carId } }, { phone: { equals: phone } }, { status: { equals: 'awaiting-payment' } }] },
    depth: 0,
    overrideAccess: true,
  })
  for (const reservation of own.docs) {
    await payload.update({ collection: 'reservations', id: reservation.id, data: { status: 'cancelled' }, overrideAccess: true })
  }
}

const answerFor = (reservation: Reservation, car: Pick<Car, 'slug'>): Answer => ({
  status: 200,
  body: { reference: reservation.reference, redirectUrl: reservation.status === 'awaiting-payment' && reservation.payment_url ? reservation.payment_url : confirmedPath(car.slug!, reservation.reference) },
})

/**
 * POST /api/checkout: reserve a car with a refundable deposit, or start buying it online (§2, §9).
 * The car is claimed in one SQL statement so two shoppers can never both hold it; with Stripe the
 * shopper then pays on Stripe's page while the car waits for them, without it the car is held at
 * once and the dealership takes the deposit by phone. Either way the dealer gets a lead.
 */
export async function startCheckout(context: RouteContext): Promise<Answer> {
  const { payload, website } = context
  const parsed = checkoutSchema.safeParse(context.body ?? {})
  if (!parsed.success) return { status: 400, body: { error: 'Please fix the following errors:', fields: fieldMessages(parsed.error) } }
  const form = parsed.data

  const found = await payload.find({
    collection: 'cars',
    overrideAccess: false,
    context: { websiteId: website.id },
    where: { and: [{ id: { equals: form.car_id } }, { tenant: { equals: website.id } }] },
    limit: 1,
    depth: 0,
  })
  const car = found.docs[0]
  if (!car) return { status: 400, body: { error: 'Please fix the following errors:', fields: { car_id: 'Not a car on this website.' } } }

  const known = await reservationByKey(payload, website.id, form.idempotency_key)
  if (known) return answerFor(known, car)

  const [reserveOnline, buyOnline, gatedCheckout] = await Promise.all([featureEnabled(website, 'reserveOnline'), featureEnabled(website, 'buyOnline'), featureEnabled(website, 'gatedCheckout')])
  const shopperId = await sessionShopper(payload, context.cookie(SESSION_COOKIE), website.id)
  if (gatedCheckout && !shopperId) return { status: 401, body: { error: 'Please sign in to reserve or buy this car online.' } }
  if (!checkoutModes(car, { reserveOnline, buyOnline }).includes(form.mode)) {
    return { status: 409, body: { error: car.reserved ? CHECKOUT_TEXT.taken : CHECKOUT_TEXT.unavailable } }
  }

  const limit = await hitRateLimits(payload, [
    { key: `checkout:ip:${context.ip}`, max: 10, windowSeconds: 3600 },
    { key: `checkout:phone:${form.phone}`, max: 5, windowSeconds: 3600 },
  ])
  if (!limit.allowed) return { status: 429, body: { error: 'Too many checkouts in a short time. Please give us a call.' }, headers: { 'retry-after': String(limit.retryAfterSeconds) } }

  const port = paymentsPort()
  const deposit = depositFor(car.reserve_deposit, website.reserve?.depositDefault)
  const payOnline = paysOnline(port, deposit)
  const now = new Date()
  const until = payOnline ? new Date(now.getTime() + PAYMENT_WINDOW_MINUTES * 60_000) : holdEnds(now, website.reserve?.holdHours)
  const reference = newReference()

  await dropOwnUnpaidCheckout(payload, website.id, car.id, form.phone)
  if (!(await claimCar(payload, { carId: car.id, tenantId: website.id, reference, until }))) return { status: 409, body: { error: CHECKOUT_TEXT.taken } }

  let reservation: Reservation
  try {
    reservation = await payload.create({
      collection: 'reservations',
      overrideAccess: true,
      data: {
        tenant: website.id,
        reference,
        status: 'awaiting-payment',
        mode: form.mode,
        car: car.id,
        price: car.price,
        deposit,
        held_until: until.toISOString(),
        first_name: form.name,
        last_name: form.last_name,
        email: form.email,
        phone: form.phone,
        postcode: form.postcode,
        payment_method: form.payment_method,
        handover: form.handover,
        trade_in: form.trade_in,
        payment_provider: payOnline ? port.name : 'offline',
        shopper: shopperId ?? undefined,
        idempotency_key: form.idempotency_key,
      },
    })
  } catch (error) {
    await applyReservationStatus(payload, { car: car.id, reference, status: 'cancelled' })
    throw error
  }

  if (!payOnline) {
    if (port.name === 'offline') payload.logger.info(`[payments:offline] no STRIPE_SECRET_KEY set: ${reference} holds ${car.name} and the dealership takes the ${formatMoney(deposit)} deposit by phone`)
    const held = await holdCar(payload, website, reservation.id, null)
    return { status: 201, body: { reference, redirectUrl: confirmedPath(car.slug!, held?.reference ?? reference) } }
  }

  try {
    const started = await port.startDeposit({
      reference,
      amount: deposit,
      description: `${form.mode === 'buy' ? 'Deposit to buy' : 'Refundable deposit to reserve'} the ${car.name} (${reference})`,
      email: form.email,
      successUrl: `${context.origin}${confirmedPath(car.slug!, reference)}`,
      cancelUrl: `${context.origin}/cars/${car.slug}/${form.mode === 'buy' ? 'buy-online' : 'checkout'}?payment=cancelled`,
    })
    if (!started) throw new Error(`${port.name} started no payment`)
    await payload.update({ collection: 'reservations', id: reservation.id, data: { payment_ref: started.paymentRef, payment_url: started.url }, overrideAccess: true })
    return { status: 201, body: { reference, redirectUrl: started.url } }
  } catch (error) {
    payload.logger.error({ err: error, msg: `[payments:${port.name}] could not start the deposit for ${reference}` })
    await payload.update({ collection: 'reservations', id: reservation.id, data: { status: 'cancelled', notes: 'The payment page could not be opened.' }, overrideAccess: true })
    return { status: 502, body: { error: CHECKOUT_TEXT.failed } }
  }
}

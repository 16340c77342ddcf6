import type { Payload } from 'payload'
import { z } from 'zod'
import type { Website } from '@/payload-types'
import { signInPhone } from '@/domain/auth/phone'
import { idParam } from '@/domain/leads/fields'
import { fieldMessages } from '@/domain/leads/forms'
import { recordAnalyticsEvent } from '@/data/analyticsEvents'
import { formCar } from '@/data/leadForms'
import { SESSION_COOKIE, sessionShopper } from '@/services/auth/sessions'
import { removeCar, saveCar } from './store'

const body = z.object({ phone_number: signInPhone, car_id: idParam })

type Context = { payload: Payload; website: Website; body: unknown; cookie: (name: string) => string | undefined }
type Answer = { status: number; body: Record<string, unknown> }

/**
 * §7 POST /api/watchlist/save-car and /remove-car {phone_number, car_id} → {success}. Only the
 * signed-in shopper, only their own phone, only this website's cars.
 */
export async function changeWatchlist(context: Context, action: 'save' | 'remove'): Promise<Answer> {
  const parsed = body.safeParse(context.body)
  if (!parsed.success) return { status: 400, body: { success: false, error: 'Please send a phone number and a car.', fields: fieldMessages(parsed.error) } }
  const shopperId = await sessionShopper(context.payload, context.cookie(SESSION_COOKIE), context.website.id)
  if (!shopperId) return { status: 401, body: { success: false, error: 'Please sign in to use your watchlist.' } }
  const shopper = await context.payload.findByID({ collection: 'shoppers', id: shopperId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!shopper || shopper.phone !== parsed.data.phone_number.national) return { status: 403, body: { success: false, error: 'That is not your watchlist.' } }
  if (action === 'remove') {
    await removeCar(context.payload, { shopperId, carId: parsed.data.car_id })
    return { status: 200, body: { success: true } }
  }
  const car = await formCar(context.website.id, parsed.data.car_id)
  if (!car) return { status: 400, body: { success: false, error: 'This car is no longer available.' } }
  await saveCar(context.payload, { shopperId, websiteId: context.website.id, carId: car.id })
  await recordAnalyticsEvent(context.payload, { websiteId: context.website.id, eventId: 39, carId: car.id })
  return { status: 200, body: { success: true, event_id: 39 } }
}

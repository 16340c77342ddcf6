import { z } from 'zod'
import { contactFields, idParam } from '@/domain/leads/fields'

export const paymentMethods = ['Cash or bank transfer', 'Finance', 'Not sure yet'] as const
export const handovers = ['Collect from the dealership', 'Deliver to my postcode'] as const

export const CHECKOUT_TEXT = {
  mode: 'Choose whether to reserve or buy this car.',
  terms: 'Please accept the reservation terms.',
  paymentMethod: 'Tell us how you would like to pay.',
  handover: 'Choose collection or delivery.',
  taken: 'Sorry, this car has just been reserved by someone else.',
  unavailable: 'This car can no longer be reserved or bought online.',
  failed: 'We could not start your checkout. Please try again or give us a call.',
} as const

/** The checkout form (§2 /cars/{slug}/checkout): the browser form and POST /api/checkout parse with it. */
export const checkoutSchema = z
  .object({
    idempotency_key: z.uuid('Missing form key.'),
    car_id: idParam,
    mode: z.enum(['reserve', 'buy'], CHECKOUT_TEXT.mode),
    name: contactFields.name,
    last_name: contactFields.last_name,
    email: contactFields.email,
    phone: contactFields.phone,
    postcode: contactFields.postcode,
    payment_method: z.enum(paymentMethods, CHECKOUT_TEXT.paymentMethod).optional(),
    trade_in: z.boolean().default(false),
    handover: z.enum(handovers, CHECKOUT_TEXT.handover).optional(),
    terms: z.literal(true, CHECKOUT_TEXT.terms),
  })
  .strict()
  .superRefine((form, ctx) => {
    if (form.mode !== 'buy') return
    if (!form.payment_method) ctx.addIssue({ code: 'custom', path: ['payment_method'], message: CHECKOUT_TEXT.paymentMethod })
    if (!form.handover) ctx.addIssue({ code: 'custom', path: ['handover'], message: CHECKOUT_TEXT.handover })
  })

export type CheckoutForm = z.output<typeof checkoutSchema>

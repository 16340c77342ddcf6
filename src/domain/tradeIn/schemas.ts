import { z } from 'zod'
import { contactFields, optionalId, optionalText, requiredText } from '@/domain/leads/fields'
import { states } from '@collections/Cars/options'

const thisYear = () => new Date().getFullYear()

/** Registration plates: letters and digits, spaces and dashes ignored, up to 9 characters. */
export const rego = z
  .string('Please enter your rego.')
  .trim()
  .transform((v) => v.toUpperCase().replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^[A-Z0-9]{1,9}$/, 'Please enter your rego (letters and numbers only).'))

export const regoState = z.enum(states, 'Please choose the state the car is registered in.')

export const regoLookupSchema = z.object({ rego, state: regoState })

/** Kilometres as typed: "45,000 kms" and "45000" both mean 45000 (§5 money and mileage inputs). */
export const kms = z
  .union([z.number(), z.string().max(20)], 'Please enter the kilometres.')
  .transform((v) => (typeof v === 'number' ? v : Number(v.replace(/[,\s]|kms?$/gi, ''))))
  .pipe(z.number('Please enter the kilometres.').int('Please enter whole kilometres.').min(0, 'Please enter the kilometres.').max(2_000_000, 'Please check the kilometres.'))

export const tradeInVehicleSchema = z.object({
  rego: rego.optional(),
  regoState: regoState.optional(),
  year: z.coerce
    .number('Please enter the year.')
    .int('Please enter the year.')
    .min(1950, 'Please enter a year from 1950.')
    .refine((y) => y <= thisYear() + 1, 'Please check the year.'),
  make: requiredText(40, 'Please enter the make.'),
  model: requiredText(60, 'Please enter the model.'),
  badge: optionalText(60),
  kms,
  adjustmentAnswers: z.object({
    condition: z.enum(['excellent', 'good', 'fair', 'poor'], 'Please describe its condition.'),
    service_history: z.enum(['full', 'partial', 'none'], 'Please tell us about its service history.'),
    accident_history: z.enum(['yes', 'no'], 'Please tell us if it has been in an accident.'),
    keys: z.enum(['1', '2'], 'Please tell us how many keys you have.'),
    finance_owing: z.enum(['yes', 'no'], 'Please tell us if there is finance owing.'),
  }),
})

export const tradeInContactSchema = z.object({
  ...contactFields,
  // §5: the valuation form asks how to contact the shopper (Phone by default) and needs a finance answer.
  finance: z.enum(['yes', 'no'], 'Please tell us if you need finance.'),
})

export const tradeInValuationSchema = tradeInVehicleSchema.extend({
  ...tradeInContactSchema.shape,
  type: z.literal('trade-in'),
  car_id: optionalId,
})

export type TradeInValuationInput = z.output<typeof tradeInValuationSchema>

export const acceptOfferSchema = z.object({
  lead_id: z.number().int().positive(),
  access_token: z.string().min(20).max(100),
})

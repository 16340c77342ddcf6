import { z } from 'zod'
import { contactFields, idField, idParam, optionalId, optionalFields, optionalText, requiredMessage, requiredText } from './fields'
import { TEXT } from './texts'
import { clamp, limitVariants, readNumber } from '@/domain/finance/limits'
import { creditScores } from '@/domain/finance/quote'

export const leadTypes = ['enquiry', 'general', 'test-drive', 'request-photos', 'service', 'parts', 'careers', 'finance'] as const
export type LeadType = (typeof leadTypes)[number]

export const generalCategories = ['General Enquiry', 'Sales Enquiry', 'Service Enquiry', 'Parts Enquiry', 'Finance Enquiry', 'Careers Enquiry'] as const

/** What a website decides about its forms; the browser and the server build the same schema from it. */
export type FormRules = {
  termsRequired: boolean
  /** The location select is shown (and so required) when more than one location can take the lead. */
  locationRequired: boolean
}

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date.')
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Choose a time.')

function location(rules: FormRules) {
  return rules.locationRequired ? idField('Please choose a location.') : optionalId
}

function terms(rules: FormRules) {
  return rules.termsRequired ? z.literal(true, TEXT.terms) : z.boolean().optional()
}

function core(rules: FormRules) {
  return { ...contactFields, ...optionalFields, location_id: location(rules), terms_conditions: terms(rules) }
}

const carId = idParam

/** One zod schema per form (§3, §5): the browser form and POST /api/leads both parse with these. */
export function formSchema<T extends LeadType>(type: T, rules: FormRules) {
  const schemas = {
    enquiry: z.object({ ...core(rules), type: z.literal('enquiry'), car_id: carId, message: requiredMessage }),
    general: z.object({
      ...core(rules),
      type: z.literal('general'),
      category: z.enum(generalCategories, 'Please choose a category.'),
      message: requiredMessage,
    }),
    'test-drive': z
      .object({
        ...core(rules),
        type: z.literal('test-drive'),
        car_id: optionalId,
        vehicle_make: optionalText(60),
        vehicle_model: optionalText(60),
        preferred_date: isoDate.optional(),
        preferred_time: timeOfDay.optional(),
        distribution_location_id: optionalId,
      })
      .refine((v) => !v.preferred_time || v.preferred_date, { path: ['preferred_date'], message: 'Choose a date for that time.' }),
    'request-photos': z.object({
      ...core(rules),
      type: z.literal('request-photos'),
      car_id: carId,
      request_photos: z.literal(TEXT.requestPhotos).default(TEXT.requestPhotos),
    }),
    service: z.object({
      ...core(rules),
      type: z.literal('service'),
      rego: optionalText(10),
      vehicle_make: requiredText(60, 'Please enter the make of your car.'),
      vehicle_model: requiredText(60, 'Please enter the model of your car.'),
      preferred_date: isoDate.optional(),
      message: requiredMessage,
    }),
    parts: z.object({
      ...core(rules),
      type: z.literal('parts'),
      vehicle_make: requiredText(60, 'Please enter the make of your car.'),
      vehicle_model: requiredText(60, 'Please enter the model of your car.'),
      message: requiredMessage,
    }),
    careers: z.object({ ...core(rules), type: z.literal('careers'), message: requiredMessage }),
    finance: z.object({
      ...core(rules),
      type: z.literal('finance'),
      car_id: optionalId,
      // §5 finance page: digits only, empty means 30,000, clamped to 10,000–200,000.
      amount: z
        .union([z.number(), z.string().max(20)], 'Please enter an amount.')
        .transform((v) => (String(v).trim() === '' ? 30_000 : readNumber(v)))
        .pipe(z.number('Please enter an amount.').transform((n) => clamp(n, limitVariants.financePage.amount))),
      term: z.coerce.number('Choose a term of 1 to 7 years.').int('Choose a term of 1 to 7 years.').min(1, 'Choose a term of 1 to 7 years.').max(7, 'Choose a term of 1 to 7 years.').default(5),
      selfAssessedCreditScore: z.enum(creditScores, 'Please tell us about your credit history.'),
      whoIsHelping: optionalText(60),
    }),
  }
  return schemas[type]
}

export type LeadForm<T extends LeadType = LeadType> = z.output<ReturnType<typeof formSchema<T>>>

/** §5: "Careers Enquiry" is stored as a General Enquiry with subcategory Career Enquiry, whichever form sent it. */
export function storedCategory(form: { type: LeadType; category?: string }): { category: string; subcategory?: string } {
  if (form.type === 'careers' || form.category === 'Careers Enquiry') return { category: 'General Enquiry', subcategory: 'Career Enquiry' }
  const byType: Record<LeadType, string> = {
    enquiry: 'Vehicle Enquiry',
    general: form.category ?? 'General Enquiry',
    'test-drive': 'Test Drive',
    'request-photos': 'Request Photos',
    service: 'Service Booking',
    parts: 'Parts Enquiry',
    careers: 'General Enquiry',
    finance: 'Finance Enquiry',
  }
  return { category: byType[form.type] }
}

/** The analytics ids of §7 a lead of each kind fires. */
export function analyticsEventFor(form: { type: LeadType; category?: string }): number {
  if (form.type === 'careers' || form.category === 'Careers Enquiry') return 51
  const ids: Partial<Record<LeadType, number>> = { enquiry: 14, 'test-drive': 15, 'request-photos': 17, service: 48 }
  return ids[form.type] ?? 22
}

/** The envelope every POST /api/leads body carries besides the form's own fields. */
export const leadEnvelope = z.object({
  type: z.enum(leadTypes, 'Unknown form.'),
  idempotency_key: z.uuid('Missing form key.'),
  /** Honeypot: hidden from people, filled by bots. */
  fax: z.string().max(200).optional(),
  url: z.string().max(2000).optional(),
  lead_attributes: z
    .object({
      visited_pages: z.array(z.string().max(500)).max(20).default([]),
      linked_query_params: z.record(z.string().max(60), z.string().max(500)).default({}),
    })
    .strict()
    .optional(),
})

export type LeadEnvelope = z.output<typeof leadEnvelope>

/** Envelope keys every form may carry besides its own fields. */
export const envelopeKeys = Object.keys(leadEnvelope.shape)

/** Keys a body sends that its form does not have: refused rather than silently dropped, so junk never looks accepted. */
export function unknownKeys(schema: { shape: Record<string, unknown> }, body: Record<string, unknown>): string[] {
  return Object.keys(body).filter((key) => !(key in schema.shape) && !envelopeKeys.includes(key))
}

/** Field messages keyed by the field's path, the shape the forms show next to each input and in the error list. */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const messages: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'form'
    messages[key] ??= issue.message
  }
  return messages
}

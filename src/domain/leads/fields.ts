import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import { z } from 'zod'
import { TEXT } from './texts'

/** Visible text is capped well above any real answer so hostile bodies fail fast and cheaply. */
// NUL and other control characters are never typed by people, and PostgreSQL refuses NUL in text.
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
const text = (max: number, message?: string) =>
  z
    .string(message)
    .trim()
    .max(max, `Keep this under ${max} characters.`)
    .refine((v) => !controlCharacters.test(v), 'Please remove unusual characters.')
const requiredText = (max: number, message: string) => text(max, message).min(1, message)
const optionalText = (max: number) =>
  text(max)
    .optional()
    .transform((v) => v || undefined)

/** Australian numbers only (§7 sign-in and lead forms): stored in national form, e.g. 0412 345 678 → 0412345678. */
export const auPhone = z
  .string('Enter a valid Australian phone number.')
  .trim()
  .max(20, 'Enter a valid Australian phone number.')
  .transform((value, ctx) => {
    const phone = parsePhoneNumberFromString(value, 'AU')
    if (!phone || phone.country !== 'AU' || !phone.isValid()) {
      ctx.addIssue({ code: 'custom', message: 'Enter a valid Australian phone number.' })
      return z.NEVER
    }
    return phone.formatNational().replace(/\s/g, '')
  })

export const postcode = z.string(TEXT.postcode).trim().regex(/^\d{4}$/, TEXT.postcode)

export const contactMethods = ['Phone', 'Email', 'SMS'] as const

const yesNo = z.enum(['yes', 'no'])

/** Letters of any script, spaces, apostrophes, hyphens and dots: names, never markup or code. */
const personName = (message: string) => requiredText(80, message).regex(/^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u, 'Please use letters only in names.')

const markup = /<\/?[a-z!][^>]*>/i

/** Free text for the dealer to read: any characters except HTML tags, which no honest comment needs. */
export const commentText = (max: number, message?: string) => text(max, message).refine((v) => !markup.test(v), 'Please remove the HTML from your comments.')

/** The core contact fields every lead form shares (§3 "Enquiry form"). */
export const contactFields = {
  name: personName('Please enter your first name.'),
  last_name: personName('Please enter your last name.'),
  email: text(254, 'Please enter your email address.').min(1, 'Please enter your email address.').pipe(z.email('Please enter a valid email address.')),
  phone: auPhone,
  postcode,
  PreferredContactMethod: z.enum(contactMethods, 'Choose how we should contact you.').default('Phone'),
  opt_in: z.boolean().default(true),
}

export const optionalFields = {
  message: commentText(5000)
    .optional()
    .transform((v) => v || undefined),
  // An untouched radio group reads as null in the browser: the same as not answering.
  finance: yesNo.nullish().transform((v) => v ?? undefined),
  trade_in: yesNo.nullish().transform((v) => v ?? undefined),
  page_id: optionalText(200),
}

export const requiredMessage = commentText(5000, 'Please enter your comments.').pipe(z.string().min(1, 'Please enter your comments.'))

/** A document id from a form: a whole number or its digits, nothing coerced from booleans or arrays. */
export const idField = (message: string) =>
  z
    .union([z.number(), z.string().regex(/^\d{1,10}$/, message)], message)
    .transform(Number)
    .pipe(z.number().int(message).positive(message).max(2_147_483_647, message))

export const idParam = idField('Not a valid id.')

/** An id a form may leave out: an empty select or null reads as not given. */
export const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), idParam.optional())

export { optionalText, requiredText, text, yesNo }

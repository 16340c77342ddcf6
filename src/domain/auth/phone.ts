import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import { z } from 'zod'

export const PHONE_MESSAGE = 'Please enter a valid Australian mobile number.'

/**
 * A shopper's phone for sign-in (§5, §7): checked as an Australian mobile before any code is sent,
 * sent in international form (+61…), stored and compared in national form (a leading 61 becomes 0).
 */
export const signInPhone = z
  .string(PHONE_MESSAGE)
  .trim()
  .max(20, PHONE_MESSAGE)
  .transform((value, ctx) => {
    // "61412…" without the plus is how some autofill hands it over.
    const input = /^61\d{9}$/.test(value.replace(/\s/g, '')) ? `+${value.replace(/\s/g, '')}` : value
    const phone = parsePhoneNumberFromString(input, 'AU')
    if (!phone || phone.country !== 'AU' || !phone.isValid() || phone.getType() !== 'MOBILE') {
      ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE })
      return z.NEVER
    }
    return { international: phone.number as string, national: phone.formatNational().replace(/\s/g, '') }
  })

export type SignInPhone = z.output<typeof signInPhone>

import { z } from 'zod'
import { signInPhone } from '@/domain/auth/phone'
import { contactFields, optionalId, postcode } from '@/domain/leads/fields'
import { quoteRequestSchema } from './quote'

/** §8 finance texts, shown as the spec words them. */
export const FINANCE_TEXT = {
  leadFailed: 'Lead submission failed',
  customerFailed: (partner: string) => `Failed to create customer with ${partner}`,
  noRedirect: 'Failed to create customer or no redirect URL received.',
  quoteFailed: 'Failed to get quick quote',
  verifyFirst: 'Please verify your mobile number to continue.',
} as const

const { selfAssessedCreditScore, purchasePrice, loanTerm, year, vin, nvic } = quoteRequestSchema.shape

/** The pre-approval popup's Quick Estimate tab; whole years, as the Finance Enquiry lead records them. */
export const estimateStep = z.object({ purchasePrice, loanTerm: loanTerm.pipe(z.number().int('Choose a term of 1 to 7 years.')), selfAssessedCreditScore })

/** The pre-approval popup's Your Details tab; the mobile (national form) is the one the code is sent to. */
export const detailsStep = z.object({
  firstName: contactFields.name,
  lastName: contactFields.last_name,
  email: contactFields.email,
  phoneNumber: signInPhone.transform((phone) => phone.national),
  postCode: postcode,
  subscribe: z.boolean().default(false),
})

/** §7 POST /api/youx/create-customer: the applicant and the car in `data`, the lead it belongs to in `additionalData`. */
export const createCustomerSchema = z.object({
  data: estimateStep.extend({ year, vin, nvic }).merge(detailsStep),
  additionalData: z
    .object({ car_id: optionalId, idempotency_key: z.string().trim().max(80).optional() })
    .default({}),
})

export type CreateCustomerRequest = z.output<typeof createCustomerSchema>

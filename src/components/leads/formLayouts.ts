import type { LeadType } from '@/domain/leads/forms'

export type FieldName =
  | 'message'
  | 'finance'
  | 'trade_in'
  | 'name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'postcode'
  | 'PreferredContactMethod'
  | 'category'
  | 'location_id'
  | 'distribution_location_id'
  | 'preferred_date'
  | 'preferred_time'
  | 'vehicle_make'
  | 'vehicle_model'
  | 'rego'
  | 'opt_in'
  | 'terms_conditions'
  | 'amount'
  | 'term'
  | 'selfAssessedCreditScore'
  | 'whoIsHelping'

export type FormLayout = { title: string; steps: Array<{ title: string; fields: FieldName[] }> }

const details: FieldName[] = ['name', 'last_name', 'email', 'phone', 'postcode', 'PreferredContactMethod']
const consent: FieldName[] = ['opt_in', 'terms_conditions']

/** Which fields each form asks, in which steps (§2, §3): the enquiry is the multi-step one. */
export const formLayouts: Record<LeadType, FormLayout> = {
  enquiry: {
    title: 'Enquire about this car',
    steps: [
      { title: 'Your enquiry', fields: ['message', 'finance', 'trade_in'] },
      { title: 'Your details', fields: details },
      { title: 'Send', fields: consent },
    ],
  },
  general: { title: 'Send us a message', steps: [{ title: 'Your message', fields: ['category', 'location_id', ...details, 'message', ...consent] }] },
  'test-drive': {
    title: 'Book a test drive',
    steps: [{ title: 'Your test drive', fields: ['vehicle_make', 'vehicle_model', 'location_id', 'distribution_location_id', 'preferred_date', 'preferred_time', ...details, 'message', ...consent] }],
  },
  'request-photos': { title: 'Request more photos', steps: [{ title: 'Your details', fields: [...details, 'message', ...consent] }] },
  service: {
    title: 'Book a service',
    steps: [{ title: 'Your service', fields: ['location_id', 'rego', 'vehicle_make', 'vehicle_model', 'preferred_date', ...details, 'message', ...consent] }],
  },
  parts: { title: 'Parts enquiry', steps: [{ title: 'Your parts enquiry', fields: ['location_id', 'vehicle_make', 'vehicle_model', ...details, 'message', ...consent] }] },
  finance: {
    title: 'Apply for finance',
    steps: [{ title: 'Your finance', fields: ['amount', 'term', 'selfAssessedCreditScore', 'location_id', ...details, 'whoIsHelping', 'message', ...consent] }],
  },
  careers: { title: 'Careers enquiry', steps: [{ title: 'Your application', fields: ['location_id', ...details, 'message', ...consent] }] },
}

export const messageLabel: Partial<Record<LeadType, string>> = {
  service: 'What does your car need?',
  parts: 'Which parts are you after?',
  careers: 'Tell us about yourself and the role you are after',
}

/** A form's heading, naming the car when the form is about one. */
export function formTitle(type: LeadType, carName?: string | null): string {
  if (!carName) return formLayouts[type].title
  const aboutCar: Partial<Record<LeadType, string>> = {
    enquiry: `Enquire about the ${carName}`,
    'test-drive': `Book a test drive in the ${carName}`,
    'request-photos': `Request photos of the ${carName}`,
    finance: `Finance for the ${carName}`,
  }
  return aboutCar[type] ?? formLayouts[type].title
}

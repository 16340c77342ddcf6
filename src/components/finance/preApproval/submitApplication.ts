'use client'

import { leadAttributes, pushAnalytics, storeDetails } from '@/components/leads/browserStore'
import { postJson } from '@/components/site/postJson'
import { FINANCE_TEXT } from '@/domain/finance/customer'
import type { Details, Estimate, PreApprovalCar } from './types'

type Application = { car: PreApprovalCar | null; estimate: Estimate; details: Details; idempotencyKey: string; partnerName: string }

/**
 * The popup's last step once the code is verified (§2): the Finance Enquiry lead and the finance
 * customer are sent together; the shopper goes on only when both arrived and the partner named a URL.
 */
export async function submitApplication({ car, estimate, details, idempotencyKey, partnerName }: Application): Promise<string> {
  const lead = {
    type: 'finance',
    name: details.firstName,
    last_name: details.lastName,
    email: details.email,
    phone: details.phoneNumber,
    postcode: details.postCode,
    opt_in: details.subscribe,
    amount: estimate.purchasePrice,
    term: estimate.loanTerm,
    selfAssessedCreditScore: estimate.selfAssessedCreditScore,
    message: 'Instant pre-approval application.',
    ...(car ? { car_id: car.id } : {}),
    ...(details.location_id ? { location_id: details.location_id } : {}),
    ...(details.terms_conditions ? { terms_conditions: true } : {}),
    idempotency_key: idempotencyKey,
    url: window.location.href,
    lead_attributes: leadAttributes(),
  }
  const customer = {
    data: { ...estimate, year: car?.year ?? undefined, vin: car?.vin ?? undefined, nvic: car?.nvic ?? undefined, ...details, location_id: undefined, terms_conditions: undefined },
    additionalData: { ...(car ? { car_id: car.id } : {}), idempotency_key: idempotencyKey },
  }
  const [leadAnswer, customerAnswer] = await Promise.all([
    postJson<{ lead_id: number }>('/api/leads', lead).catch(() => null),
    postJson<{ redirectUrl: string }>('/api/youx/create-customer', customer).catch(() => null),
  ])
  if (!leadAnswer?.ok || !leadAnswer.body.lead_id) throw new Error(leadAnswer?.body.error ?? FINANCE_TEXT.leadFailed)
  if (leadAnswer.body.event_id) pushAnalytics(leadAnswer.body.event_id, { form: 'pre-approval', lead_id: leadAnswer.body.lead_id })
  storeDetails({ name: details.firstName, last_name: details.lastName, email: details.email, phone: details.phoneNumber, postcode: details.postCode })
  if (!customerAnswer?.ok) throw new Error(customerAnswer?.body.error ?? FINANCE_TEXT.customerFailed(partnerName))
  if (!customerAnswer.body.redirectUrl) throw new Error(FINANCE_TEXT.noRedirect)
  return customerAnswer.body.redirectUrl
}

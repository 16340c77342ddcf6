import type { Dealership, Website } from '@/payload-types'
import type { LeadDestination } from '@collections/LeadDeliveries'
import type { LeadLocation } from '@/data/leadForms'

export type PlannedDelivery = { destination: LeadDestination; target: string; status: 'pending'; attempts: 0 }

const LOCAL_CRM = 'local CRM outbox'

/** Where a new lead must go: the dealer's inbox, the CRM and, where the website wants it, the shopper's copy. */
export function plannedDeliveries(options: {
  website: Pick<Website, 'email'>
  dealership: Pick<Dealership, 'lead_emails' | 'crm_webhook_url'> | null
  location: Pick<LeadLocation, 'contact_detail'> | null
  shopperConfirmation: boolean
}): PlannedDelivery[] {
  const { website, dealership, location } = options
  const inbox =
    location?.contact_detail?.email ||
    (dealership?.lead_emails?.length ? dealership.lead_emails.join(', ') : null) ||
    website.email ||
    process.env.LEADS_FALLBACK_EMAIL ||
    'leads@forecourt.localhost'
  const crm = dealership?.crm_webhook_url || process.env.CRM_WEBHOOK_URL || LOCAL_CRM
  const planned: PlannedDelivery[] = [
    { destination: 'dealer-email', target: inbox, status: 'pending', attempts: 0 },
    { destination: 'crm', target: crm, status: 'pending', attempts: 0 },
  ]
  if (options.shopperConfirmation) planned.push({ destination: 'shopper-email', target: 'shopper', status: 'pending', attempts: 0 })
  return planned
}

export const isLocalCrm = (target: string | null | undefined) => !target || target === LOCAL_CRM

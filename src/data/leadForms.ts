import type { Location, Website } from '@/payload-types'
import type { FormRules, LeadType } from '@/domain/leads/forms'
import { formRules, locationsFor, type LocationOption } from '@/domain/leads/locationChoice'
import { TEXT } from '@/domain/leads/texts'
import { featureEnabled } from './website'
import { payloadClient } from './payload'

export type LeadLocation = LocationOption & Pick<Location, 'dealership' | 'contact_detail' | 'special_hours' | 'address' | 'distribution_locations'>

/** A website's visible locations with what lead forms need: department, dealership, e-mail and hours. */
export async function leadLocations(websiteId: number): Promise<LeadLocation[]> {
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'locations',
    overrideAccess: false,
    context: { websiteId },
    where: { tenant: { equals: websiteId } },
    sort: ['-primary', 'name'],
    limit: 100,
    depth: 0,
    pagination: false,
    select: {
      name: true,
      location_type: true,
      location_subtype: true,
      dealership: true,
      dealership_slug: true,
      contact_detail: true,
      special_hours: true,
      address: true,
      distribution_locations: true,
    },
  })
  return found.docs as LeadLocation[]
}

/** What a form needs to render and the server needs to validate: the same rules on both sides. */
export type LeadFormContext = {
  rules: FormRules
  locations: Array<{ id: number; name: string; dealership_slug: string | null }>
  submitText: string
  optInText: string
}

export async function leadFormContext(website: Website, type: LeadType, aboutACar: boolean): Promise<LeadFormContext> {
  const [termsRequired, all] = await Promise.all([featureEnabled(website, 'termsRequired'), leadLocations(website.id)])
  const offered = locationsFor(type, all)
  return {
    rules: formRules({ termsRequired, locationCount: offered.length, aboutACar }),
    locations: offered.map((l) => ({ id: l.id, name: l.name, dealership_slug: l.dealership_slug ?? null })),
    submitText: website.copy?.enquireButtonText || 'Enquire Now',
    optInText: type === 'enquiry' || type === 'request-photos' ? TEXT.formOptIn : TEXT.optIn,
  }
}

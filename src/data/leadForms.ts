import { cache } from 'react'
import type { Location, Website } from '@/payload-types'
import type { FormRules, LeadType } from '@/domain/leads/forms'
import { formRules, locationsFor, type LocationOption } from '@/domain/leads/locationChoice'
import { TEXT } from '@/domain/leads/texts'
import { testDriveAvailability, type AvailableDay } from '@/domain/hours/availability'
import { timeZoneForState } from '@/domain/hours/timezone'
import { featureEnabled } from './website'
import { payloadClient } from './payload'

export type LeadLocation = LocationOption & Pick<Location, 'dealership' | 'contact_detail' | 'special_hours' | 'address' | 'distribution_locations'>

/** A website's visible locations with what lead forms need: department, dealership, e-mail and hours. */
export const leadLocations = cache(async (websiteId: number): Promise<LeadLocation[]> => {
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
})

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

export type FormCar = { id: number; name: string; slug: string; locationId: number | null }

/** Everything a lead form's client component needs, computed on the server from the website's own data. */
export async function leadFormProps(website: Website, type: LeadType, car: FormCar | null, now = new Date()) {
  const [context, all] = await Promise.all([leadFormContext(website, type, Boolean(car)), type === 'test-drive' ? leadLocations(website.id) : Promise.resolve([])])
  let availability: Record<string, AvailableDay[]> | undefined
  let distributionLocations: Array<{ id: number; name: string }> | undefined
  let availabilityFor: string | undefined
  if (type === 'test-drive') {
    const carLocation = car?.locationId ? all.find((l) => l.id === car.locationId) : undefined
    const distribution = (carLocation?.distribution_locations ?? []).map((d) => (typeof d === 'object' ? d.id : d))
    distributionLocations = all.filter((l) => distribution.includes(l.id)).map((l) => ({ id: l.id, name: l.name }))
    const relevant = car ? all.filter((l) => l.id === carLocation?.id || distribution.includes(l.id)) : all.filter((l) => context.locations.some((o) => o.id === l.id))
    availability = Object.fromEntries(
      relevant.map((l) => [
        String(l.id),
        testDriveAvailability(l.contact_detail?.opening_hours ?? [], l.special_hours ?? [], { now, timeZone: timeZoneForState(l.address?.state) }),
      ]),
    )
    availabilityFor = carLocation ? String(carLocation.id) : context.locations.length === 1 ? String(context.locations[0]!.id) : undefined
  }
  return {
    type,
    ...context,
    car: car ? { id: car.id, name: car.name } : null,
    availability,
    availabilityFor,
    distributionLocations,
  }
}

/** A car of the website a shopper may enquire about (hidden cars and other websites' cars: null). */
export async function formCar(websiteId: number, id: number): Promise<FormCar | null> {
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'cars',
    overrideAccess: false,
    context: { websiteId },
    where: { and: [{ tenant: { equals: websiteId } }, { id: { equals: id } }] },
    depth: 0,
    limit: 1,
    pagination: false,
    select: { name: true, slug: true, location: true },
  })
  const car = found.docs[0]
  if (!car) return null
  const location = typeof car.location === 'object' && car.location ? car.location.id : (car.location ?? null)
  return { id: car.id, name: car.name ?? 'this car', slug: car.slug ?? '', locationId: location }
}

import type { FormRules, LeadType } from './forms'

export type LocationOption = { id: number; name: string; dealership_slug?: string | null; location_type?: string | null; location_subtype?: string[] | null }

const departmentFor: Partial<Record<LeadType, 'service' | 'parts'>> = { service: 'service', parts: 'parts' }

const serves = (location: LocationOption, department: string) =>
  (location.location_type ?? 'sales') === department || (location.location_subtype ?? []).includes(department as never)

/** The locations a form offers: service and parts forms list their own departments, every other form the sales sites (§3 location_type, empty meaning sales). */
export function locationsFor(type: LeadType, locations: LocationOption[]): LocationOption[] {
  const department = departmentFor[type] ?? 'sales'
  const matching = locations.filter((l) => serves(l, department))
  return matching.length ? matching : locations
}

/**
 * §5: the location select is shown, and then required, when more than one location could take the
 * lead and the form is not about a car (a car's enquiry goes to the car's own location).
 * With one option it is chosen for the shopper (§4 auto-select).
 */
export function formRules(options: { termsRequired: boolean; locationCount: number; aboutACar: boolean }): FormRules {
  return { termsRequired: options.termsRequired, locationRequired: !options.aboutACar && options.locationCount > 1 }
}

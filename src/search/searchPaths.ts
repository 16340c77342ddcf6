import { slugify } from '@/domain/slugify'
import type { ValueFacet } from './facets'

export type SearchPreset = {
  /** Filters the path itself applies; the URL's own parameters come on top. */
  filters: Partial<Record<ValueFacet, string[]>>
  certified?: boolean
  title: string
  /** Where "Clear Filters" goes: the same path without parameters. */
  path: string
}

export type SearchVocabulary = {
  makes: string[]
  /** "Make Model" pairs as in the make_model facet. */
  makeModels: string[]
  bodies: readonly string[]
  itemTypes: readonly string[]
  locations: Array<{ slug: string; name: string }>
  dealerships: Array<{ slug: string; name: string }>
  usedLabel?: string | null
}

export const ALL_STOCK_PATH = '/search/new-used-and-demo-cars'

const bodyTitles: Record<string, string> = {
  '4x4': '4x4s', suv: 'SUVs', ute: 'Utes', peopleMover: 'People Movers', cabChassis: 'Cab Chassis', lightTruck: 'Light Trucks',
  stationWagon: 'Station Wagons', ev: 'EVs',
}

function plural(word: string): string {
  return bodyTitles[word] ?? `${word.charAt(0).toUpperCase()}${word.slice(1)}s`
}

/**
 * The search routes of spec §2: `/search/used-cars`, `/search/{make}/{model}`, `/search/{body}`,
 * `/search/{location slug}`, … Returns null for a path that names nothing this website sells.
 */
export function resolveSearchPath(segments: string[], vocabulary: SearchVocabulary): SearchPreset | null {
  const path = `/search/${segments.join('/')}`
  const used = vocabulary.usedLabel || 'Used'
  if (segments.length === 0) return { filters: {}, title: 'New, Used and Demo Cars', path: ALL_STOCK_PATH }
  const [first, second, ...rest] = segments.map((s) => s.toLowerCase())
  if (rest.length) return null

  if (!second) {
    const fixed: Record<string, Omit<SearchPreset, 'path'>> = {
      'new-used-and-demo-cars': { filters: {}, title: 'New, Used and Demo Cars' },
      'used-cars': { filters: { car_type: ['used'] }, title: `${used} Cars` },
      'new-and-demo-cars': { filters: { car_type: ['new', 'demo'] }, title: 'New and Demo Cars' },
      'new-cars': { filters: { car_type: ['new'] }, title: 'New Cars' },
      'demo-cars': { filters: { car_type: ['demo'] }, title: 'Demo Cars' },
      'certified-cars': { filters: {}, certified: true, title: 'Certified Pre-Owned Cars' },
    }
    if (fixed[first]) return { ...fixed[first], path }
    const itemType = vocabulary.itemTypes.find((t) => `${t}-cars` === first || `${t}s` === first)
    if (itemType) return { filters: { item_type: [itemType] }, title: plural(itemType), path }
    const body = vocabulary.bodies.find((b) => b.toLowerCase() === first)
    if (body) return { filters: { body: [body] }, title: plural(body), path }
    const location = vocabulary.locations.find((l) => l.slug === first)
    if (location) return { filters: { location_name: [location.name] }, title: `Stock at ${location.name}`, path }
    const dealership = vocabulary.dealerships.find((d) => d.slug === first)
    if (dealership) return { filters: { dealership_name: [dealership.name] }, title: `Stock from ${dealership.name}`, path }
  }

  const make = vocabulary.makes.find((m) => slugify(m) === first)
  if (!make) return null
  if (!second) return { filters: { make: [make] }, title: `${make} Cars`, path }
  const makeModel = vocabulary.makeModels.find((mm) => mm.startsWith(`${make} `) && slugify(mm.slice(make.length + 1)) === second)
  if (!makeModel) return null
  return { filters: { make: [make], model: [makeModel.slice(make.length + 1)] }, title: `${makeModel}`, path }
}

export function searchPathFor(make: string, model?: string): string {
  return model ? `/search/${slugify(make)}/${slugify(model)}` : `/search/${slugify(make)}`
}

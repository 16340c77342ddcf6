import { locationTypeRank } from './openingHours'

export const locationFilters = ['all', 'primary', 'sales', 'service', 'parts', 'service-and-parts', 'location'] as const
export type LocationFilter = (typeof locationFilters)[number]

type LocationLike = { id: number; primary?: boolean | null; location_type?: string | null; location_subtype?: string[] | null; hide_from_blocks?: boolean | null; name: string }

const serves = (l: LocationLike, kind: string) => l.location_type === kind || Boolean(l.location_subtype?.includes(kind))

/**
 * §5 location block filter: primary, sales, service, parts, service and parts, all, or one location;
 * locations the website hides from blocks never show; sorted sales, service, parts, primary first.
 */
export function filterLocations<T extends LocationLike>(locations: T[], filter: LocationFilter, locationId?: number | null): T[] {
  const kept = locations.filter((l) => {
    if (l.hide_from_blocks) return false
    switch (filter) {
      case 'primary':
        return Boolean(l.primary)
      case 'sales':
      case 'service':
      case 'parts':
        return serves(l, filter)
      case 'service-and-parts':
        return serves(l, 'service') || serves(l, 'parts')
      case 'location':
        return l.id === locationId
      default:
        return true
    }
  })
  return kept.sort((a, b) => locationTypeRank(a.location_type) - locationTypeRank(b.location_type) || Number(Boolean(b.primary)) - Number(Boolean(a.primary)) || a.name.localeCompare(b.name))
}

/** More than 3 locations give 4 columns (§5); fewer use as many columns as there are cards. */
export const locationColumns = (count: number) => (count > 3 ? 4 : Math.max(1, count))

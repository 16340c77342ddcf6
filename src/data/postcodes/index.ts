import type { Place } from '@/domain/delivery'
import postcodes from './au.json'

const table = postcodes as unknown as Record<string, [number, number, string, string]>

/** The bundled Australian postcode dataset (scripts/buildPostcodes.ts): centre, state and name of a postcode. */
export function placeForPostcode(postcode: string): Place | null {
  const row = Object.hasOwn(table, postcode) ? table[postcode] : undefined
  return row ? { lat: row[0], long: row[1], state: row[2], name: row[3] } : null
}

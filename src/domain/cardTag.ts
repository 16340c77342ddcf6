export const NEW_ARRIVAL_DAYS = 8
const DAY_MS = 86_400_000

export type CardTagCar = {
  status?: string | null
  simple_fuel?: string | null
  reserved?: boolean | null
  certified?: boolean | null
  make?: string | null
  tag?: string | null
  createdAt?: string | null
}

export type CardTagOptions = {
  electricTag: boolean
  lowercaseReservedTag: boolean
  certifiedToyota: boolean
  soldTag?: string | null
  now: Date
}

export type CardTag =
  | { kind: 'sold'; text: string }
  | { kind: 'electric' | 'hybrid' | 'reserved' | 'own' | 'coming-soon' | 'new-arrival'; text: string }
  | { kind: 'certified'; text: 'Toyota Certified' }

/** §4 tag priority for a card: the first rule that applies wins. */
export function cardTag(car: CardTagCar, options: CardTagOptions): CardTag | null {
  if (car.status === 'sold') return { kind: 'sold', text: options.soldTag || 'JUST SOLD' }
  if (options.electricTag && car.simple_fuel === 'electric') return { kind: 'electric', text: 'Electric' }
  if (options.electricTag && (car.simple_fuel === 'hybrid' || car.simple_fuel === 'plug-in hybrid')) return { kind: 'hybrid', text: 'Hybrid' }
  if (car.reserved) return { kind: 'reserved', text: options.lowercaseReservedTag ? 'Reserved' : 'RESERVED' }
  if (options.certifiedToyota && car.certified && car.make?.toLowerCase() === 'toyota') return { kind: 'certified', text: 'Toyota Certified' }
  if (car.tag?.trim()) return { kind: 'own', text: car.tag.trim() }
  if (car.status === 'coming_soon') return { kind: 'coming-soon', text: 'COMING SOON' }
  if (car.createdAt && options.now.getTime() - new Date(car.createdAt).getTime() <= NEW_ARRIVAL_DAYS * DAY_MS) {
    return { kind: 'new-arrival', text: 'New Arrival' }
  }
  return null
}

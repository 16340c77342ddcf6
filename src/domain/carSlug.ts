import { slugify } from './slugify'

type SlugSource = {
  year?: number | null
  make?: string | null
  model?: string | null
  badge?: string | null
  stocknum?: string | null
}

/** `2022-toyota-corolla-ascent-sport-ht1234`: readable, and unique within a website by its stock number. */
export function carSlug(car: SlugSource): string {
  return slugify([car.year, car.make, car.model, car.badge, car.stocknum].filter((part) => part !== null && part !== undefined && part !== '').join(' '))
}

import { contentLocations } from '@/data/content'
import type { Website } from '@/payload-types'
import { isSlug } from '@/domain/slugify'

/** A location by its own slug or, for /locations/{dealership_slug}, the dealership's primary (or first) location. */
export async function locationBySlug(website: Website, slug: string) {
  if (!isSlug(slug, 120)) return null
  const all = await contentLocations(website.id)
  return all.find((l) => l.slug === slug) ?? all.filter((l) => l.dealership_slug === slug).sort((a, b) => Number(Boolean(b.primary)) - Number(Boolean(a.primary)))[0] ?? null
}

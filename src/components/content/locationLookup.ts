import { contentLocations } from '@/data/content'
import type { Website } from '@/payload-types'

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A location by its own slug or, for /locations/{dealership_slug}, the dealership's primary (or first) location. */
export async function locationBySlug(website: Website, slug: string) {
  if (!slugPattern.test(slug) || slug.length > 120) return null
  const all = await contentLocations(website.id)
  return all.find((l) => l.slug === slug) ?? all.filter((l) => l.dealership_slug === slug).sort((a, b) => Number(Boolean(b.primary)) - Number(Boolean(a.primary)))[0] ?? null
}

import type { Website } from '@/payload-types'
import { resolveSearchPath, type SearchPreset } from '@/search/searchPaths'
import { searchVocabulary } from './stock'
import { websiteForSegment } from './website'

/** The website and search preset a /search/... path names, or null for a path that names nothing. */
export async function loadSearchRoute(tenant: string, segments: string[] = []): Promise<{ website: Website; preset: SearchPreset } | null> {
  const website = await websiteForSegment(tenant)
  if (!website) return null
  const decoded = segments.map((s) => {
    try {
      return decodeURIComponent(s)
    } catch {
      return ''
    }
  })
  const preset = resolveSearchPath(decoded, await searchVocabulary(website))
  return preset ? { website, preset } : null
}

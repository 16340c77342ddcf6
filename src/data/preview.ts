import type { Page, Post } from '@/payload-types'
import { readPreviewToken, type PreviewGrant } from '@/services/preview/token'
import { payloadClient } from './payload'

/**
 * The live-preview grant in a page's `?preview=` parameter, when it is good and for this website. It
 * travels in the URL, not a cookie, because the admin frames the website from another site, where
 * browsers may refuse cookies.
 */
export async function previewGrant(websiteId: number, token: unknown): Promise<PreviewGrant | null> {
  if (typeof token !== 'string') return null
  const payload = await payloadClient()
  const grant = readPreviewToken(token, payload.secret)
  return grant && grant.tenant === websiteId ? grant : null
}

/** The latest draft of the one document the grant names, when it is the one asked for by slug. */
export async function previewDoc<C extends 'pages' | 'posts'>(grant: PreviewGrant | null, collection: C, slug: string): Promise<(C extends 'pages' ? Page : Post) | null> {
  if (!grant || grant.collection !== collection) return null
  const payload = await payloadClient()
  const doc = await payload.findByID({ collection, id: grant.id, draft: true, depth: 1, overrideAccess: true, disableErrors: true })
  if (!doc || doc.slug !== slug) return null
  const tenant = typeof doc.tenant === 'object' ? doc.tenant?.id : doc.tenant
  return tenant === grant.tenant ? (doc as unknown as C extends 'pages' ? Page : Post) : null
}

export type SearchParams = Promise<Record<string, string | string[] | undefined>>

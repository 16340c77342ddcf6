import { cookies, draftMode } from 'next/headers'
import type { Page, Post } from '@/payload-types'
import { readPreviewToken, type PreviewGrant } from '@/services/preview/token'
import { payloadClient } from './payload'

export const PREVIEW_COOKIE = 'forecourt_preview'

/** The live-preview grant of this browser on this website, if draft mode is on and the grant is good. */
export async function previewGrant(websiteId: number): Promise<PreviewGrant | null> {
  if (!(await draftMode()).isEnabled) return null
  const payload = await payloadClient()
  const grant = readPreviewToken((await cookies()).get(PREVIEW_COOKIE)?.value, payload.secret)
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

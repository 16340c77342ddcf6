import type { Website } from '@/payload-types'
import { contentPage } from './content'
import { previewDoc, previewGrant } from './preview'

/** The page a shopper sees at a slug, or, in this browser's live preview of it, its latest draft. */
export async function pageBySlug(website: Website, slug: string) {
  const grant = await previewGrant(website.id)
  const draft = await previewDoc(grant, 'pages', slug)
  return { page: draft ?? (await contentPage(website.id, slug)), grant: draft ? grant : null }
}

import type { Website } from '@/payload-types'
import { contentPage } from './content'
import { previewDoc, previewGrant, type SearchParams } from './preview'

/** The page a shopper sees at a slug, or, in the admin's live preview of it, its latest draft. */
export async function pageBySlug(website: Website, slug: string, searchParams?: SearchParams) {
  const grant = searchParams ? await previewGrant(website.id, (await searchParams).preview) : null
  const draft = await previewDoc(grant, 'pages', slug)
  return { page: draft ?? (await contentPage(website.id, slug)), grant: draft ? grant : null }
}

import type { Metadata } from 'next'
import type { Media, Page, Post } from '@/payload-types'

/** Title, description, canonical and sharing cards from the SEO fields, falling back to the page's own. */
export function pageMetadata(doc: Page | Post, path: string): Metadata {
  const title = doc.meta?.title || doc.title
  const description = doc.meta?.description || ('summary' in doc ? doc.summary : (doc as Post).excerpt) || undefined
  const image = typeof doc.meta?.image === 'object' && doc.meta?.image ? (doc.meta.image as Media).url : undefined
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { type: 'website', title, description, url: path, images: image ? [{ url: image }] : undefined },
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description },
  }
}

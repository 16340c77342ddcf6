import { notFound, permanentRedirect, redirect } from 'next/navigation'
import type { Website } from '@/payload-types'
import { payloadClient } from './payload'

/**
 * Before a 404: an editor's redirect for this path on this website (plugin-redirects), to a page or
 * post of the same website or to a URL; 301 or 302 as they chose.
 */
export async function redirectOr404(website: Website, path: string): Promise<never> {
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'redirects',
    overrideAccess: false,
    context: { websiteId: website.id },
    where: { and: [{ tenant: { equals: website.id } }, { from: { in: [path, path.replace(/\/$/, ''), `${path}/`] } }] },
    limit: 1,
    depth: 1,
    pagination: false,
  })
  const rule = found.docs[0]
  const to = rule?.to
  let target: string | null = null
  if (to?.type === 'custom' && to.url) target = to.url
  else if (to?.reference && typeof to.reference.value === 'object') {
    const doc = to.reference.value as { slug?: string | null; tenant?: number | { id: number } | null }
    const tenant = typeof doc.tenant === 'object' ? doc.tenant?.id : doc.tenant
    if (tenant === website.id && doc.slug) target = to.reference.relationTo === 'posts' ? `/blog/${doc.slug}` : doc.slug === 'home' ? '/' : `/${doc.slug}`
  }
  if (!target || target === path) notFound()
  if (rule?.type === '302') redirect(target)
  permanentRedirect(target)
}

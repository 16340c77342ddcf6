import type { LivePreviewConfig } from 'payload'
import { previewToken } from '@/services/preview/token'
import { websiteOrigin } from '@tenants/websiteOrigin'

type Doc = { id?: number; slug?: string; tenant?: number | { id: number } | null }

/**
 * Live preview on the document's own website: a signed, one-hour grant for this document only, so
 * the draft is shown there and nowhere else (src/data/preview.ts).
 */
export function livePreviewFor(collection: 'pages' | 'posts', pathOf: (doc: Doc) => string): LivePreviewConfig {
  return {
    url: async ({ data, req }) => {
      const doc = data as Doc
      const tenant = typeof doc.tenant === 'object' ? doc.tenant?.id : doc.tenant
      if (!doc.id || !tenant) return ''
      const website = await req.payload.findByID({ collection: 'websites', id: tenant, depth: 0, overrideAccess: true, disableErrors: true })
      if (!website) return ''
      const host = req.headers.get('host')
      const admin = `${req.headers.get('x-forwarded-proto') ?? (host?.includes('localhost') ? 'http' : 'https')}://${host}`
      const token = previewToken({ collection, id: doc.id, tenant, admin }, req.payload.secret)
      return `${websiteOrigin(website, host)}${pathOf(doc)}?${new URLSearchParams({ preview: token })}`
    },
    breakpoints: [
      { name: 'mobile', label: 'Phone', width: 390, height: 844 },
      { name: 'desktop', label: 'Desktop', width: 1440, height: 900 },
    ],
  }
}

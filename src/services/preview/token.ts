import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'

/** A signed, short-lived permission to see one document's draft on its website (admin live preview). */
export type PreviewGrant = { collection: 'pages' | 'posts'; id: number; tenant: number; exp: number; admin: string }

const grantSchema = z.object({
  collection: z.enum(['pages', 'posts']),
  id: z.number().int().positive(),
  tenant: z.number().int().positive(),
  exp: z.number().int(),
  admin: z.url({ protocol: /^https?$/ }),
})

const PREVIEW_TTL_SECONDS = 60 * 60

const sign = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest('base64url')

export function previewToken(grant: Omit<PreviewGrant, 'exp'>, secret: string, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ ...grant, exp: Math.floor(now / 1000) + PREVIEW_TTL_SECONDS })).toString('base64url')
  return `${body}.${sign(body, secret)}`
}

export function readPreviewToken(token: string | null | undefined, secret: string, now = Date.now()): PreviewGrant | null {
  if (!token || token.length > 2000) return null
  const [body, signature] = token.split('.')
  if (!body || !signature) return null
  const expected = Buffer.from(sign(body, secret))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const grant = grantSchema.parse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')))
    return grant.exp * 1000 > now ? grant : null
  } catch {
    return null
  }
}

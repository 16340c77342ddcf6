import type { Payload, PayloadRequest, Where } from 'payload'
import type { Website } from '@/payload-types'
import { baseDomainsFromEnv, tenantKeyFromHost, type TenantKey } from './tenantKeyFromHost'

/** How long a host → website answer is reused. Saving a website clears it at once on this instance. */
const TTL_MS = 30_000

type Entry = { at: number; website: Website | null }

// Next bundles route handlers and server components separately; globalThis keeps one cache per process.
const store = globalThis as typeof globalThis & { __forecourtWebsites?: Map<string, Entry> }
const cache = (store.__forecourtWebsites ??= new Map())

function whereFor(key: TenantKey): Where {
  switch (key.kind) {
    case 'slug':
      return { slug: { equals: key.slug } }
    case 'domain':
      return { 'domains.domain': { equals: key.domain } }
    case 'default':
      return { isDefault: { equals: true } }
  }
}

async function lookUp(payload: Payload, key: TenantKey): Promise<Website | null> {
  // The resolver bootstraps every request, before anyone's access can be judged, so it reads
  // with the Local API's default access; it returns one website and nothing else.
  const found = await payload.find({ collection: 'websites', where: whereFor(key), limit: 1, depth: 1, pagination: false })
  if (found.docs[0]) return found.docs[0]
  if (key.kind !== 'default') return null
  const first = await payload.find({ collection: 'websites', sort: 'id', limit: 1, depth: 1, pagination: false })
  return first.docs[0] ?? null
}

export async function findWebsiteByHost(payload: Payload, host: string | null | undefined): Promise<Website | null> {
  const key = tenantKeyFromHost(host, baseDomainsFromEnv())
  if (!key) return null
  const cacheKey = JSON.stringify(key)
  const hit = cache.get(cacheKey)
  if (hit && Date.now() - hit.at < TTL_MS) return hit.website
  const website = await lookUp(payload, key)
  cache.set(cacheKey, { at: Date.now(), website })
  return website
}

export function forgetResolvedWebsites(): void {
  cache.clear()
}

/**
 * The website a shopper request is for: named by the data layer in `req.context.websiteId`, or by
 * the request's Host header. Null when neither names one, which access functions treat as "nothing".
 */
export async function shopperWebsiteId(req: PayloadRequest): Promise<number | null> {
  const named = req.context?.websiteId
  if (typeof named === 'number') return named
  const host = req.headers?.get('host')
  if (!host) return null
  const website = await findWebsiteByHost(req.payload, host)
  return website?.id ?? null
}

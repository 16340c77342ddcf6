import { z } from 'zod'

export type TenantKey =
  | { kind: 'slug'; slug: string }
  | { kind: 'domain'; domain: string }
  | { kind: 'default' }

export const websiteSlugSchema = z
  .string()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'Use lower-case letters, digits and dashes.')

const hostnameSchema = z
  .string()
  .max(253)
  .regex(/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/)

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

/**
 * Turns a request's Host header into the key that names its website: `{slug}.localhost` (and
 * `{slug}.{base domain}` in production) by slug, bare loopback by the default website, anything
 * else by its listed domain. Returns null for a header that is not a host name at all.
 */
export function tenantKeyFromHost(host: string | null | undefined, baseDomains: readonly string[] = []): TenantKey | null {
  if (!host) return null
  const hostname = host.trim().toLowerCase().replace(/:\d{1,5}$/, '')
  if (loopbackHosts.has(hostname)) return { kind: 'default' }
  if (!hostnameSchema.safeParse(hostname).success) return null
  for (const base of ['localhost', ...baseDomains]) {
    if (hostname === base) return { kind: 'default' }
    if (hostname.endsWith(`.${base}`)) {
      const label = hostname.slice(0, -base.length - 1)
      return websiteSlugSchema.safeParse(label).success ? { kind: 'slug', slug: label } : null
    }
  }
  return { kind: 'domain', domain: hostname.replace(/^www\./, '') }
}

export function baseDomainsFromEnv(value = process.env.FORECOURT_BASE_DOMAINS): string[] {
  return (value ?? '')
    .split(',')
    .map((d) => d.trim().toLowerCase())
    .filter(Boolean)
}

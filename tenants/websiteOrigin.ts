import { baseDomainsFromEnv } from './tenantKeyFromHost'

type WebsiteLike = { slug: string; domains?: Array<{ domain: string }> | null }

const loopback = /^(?:[a-z0-9.-]+\.)?localhost(?::\d+)?$|^127\.0\.0\.1(?::\d+)?$/

/**
 * Where a website is served, for links made outside its own requests (admin live preview, sitemaps
 * from scripts): `{slug}.localhost` on the admin's port when the admin itself runs on localhost,
 * `{slug}.{first platform domain}` when FORECOURT_BASE_DOMAINS is set, else its first own domain.
 */
export function websiteOrigin(website: WebsiteLike, requestHost: string | null | undefined): string {
  const host = (requestHost ?? '').toLowerCase()
  if (loopback.test(host)) {
    const port = /:(\d+)$/.exec(host)?.[1]
    return `http://${website.slug}.localhost${port ? `:${port}` : ''}`
  }
  const base = baseDomainsFromEnv()[0]
  if (base) return `https://${website.slug}.${base}`
  const own = website.domains?.[0]?.domain
  return own ? `https://${own}` : `https://${website.slug}.localhost`
}

import { cache } from 'react'
import type { Website } from '@/payload-types'
import { featureFlagKeys, isFeatureFlagKey, type FeatureFlagKey } from '@tenants/featureFlags'
import { isFeatureEnabled, type FlagOverrides } from '@tenants/isFeatureEnabled'
import { findWebsiteByHost } from '@tenants/resolveWebsite'
import { payloadClient } from './payload'

/** The website for the [tenant] route segment (the request host, put there by src/proxy.ts). */
export const websiteForSegment = cache(async (segment: string): Promise<Website | null> => {
  let host: string
  try {
    host = decodeURIComponent(segment)
  } catch {
    return null
  }
  return findWebsiteByHost(await payloadClient(), host)
})

const flagOverrides = cache(async (websiteId: number): Promise<FlagOverrides> => {
  const payload = await payloadClient()
  const rows = await payload.find({
    collection: 'feature-flags',
    where: { tenant: { equals: websiteId } },
    overrideAccess: false,
    context: { websiteId },
    limit: featureFlagKeys.length,
    depth: 0,
    select: { flag: true, enabled: true },
  })
  const overrides: FlagOverrides = {}
  for (const row of rows.docs) if (isFeatureFlagKey(row.flag)) overrides[row.flag] = Boolean(row.enabled)
  return overrides
})

/** Answers "is feature X on for this website" for server components. */
export async function featureEnabled(website: Website, key: FeatureFlagKey): Promise<boolean> {
  return isFeatureEnabled(key, website, await flagOverrides(website.id))
}

import type { Access, Where } from 'payload'
import { shopperWebsiteId } from '@tenants/resolveWebsite'
import { isStaff } from './roles'

/**
 * Read access for collections shoppers see. Staff read everything of their websites (the
 * multi-tenant plugin narrows it); anyone else reads only the website the request's host names
 * (or that the data layer names in `req.context`), and only what `visible` lets through.
 * This closes the plugin's blind spot: it does not filter anonymous reads at all.
 */
export function shopperRead(visible: Where[] = []): Access {
  return async ({ req }) => {
    if (isStaff(req.user)) return true
    const websiteId = await shopperWebsiteId(req)
    if (websiteId === null) return false
    return { and: [{ tenant: { equals: websiteId } }, ...visible] }
  }
}

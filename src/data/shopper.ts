import { cookies } from 'next/headers'
import type { Website } from '@/payload-types'
import { SESSION_COOKIE, sessionShopper } from '@/services/auth/sessions'
import { payloadClient } from './payload'

/** The signed-in shopper of this website for a server component, or null. */
export async function currentShopper(website: Website) {
  const payload = await payloadClient()
  const id = await sessionShopper(payload, (await cookies()).get(SESSION_COOKIE)?.value, website.id)
  return id ? payload.findByID({ collection: 'shoppers', id, depth: 0, overrideAccess: true, disableErrors: true }) : null
}

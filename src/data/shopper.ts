import { cookies, headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { gateFor } from '@/domain/auth/gates'
import { safeRedirect, signInHref } from '@/domain/auth/redirect'
import type { Website } from '@/payload-types'
import { SESSION_COOKIE, sessionShopper } from '@/services/auth/sessions'
import { payloadClient } from './payload'
import { featureEnabled } from './website'

/** The signed-in shopper of this website for a server component, or null. */
export async function currentShopper(website: Website) {
  const payload = await payloadClient()
  const id = await sessionShopper(payload, (await cookies()).get(SESSION_COOKIE)?.value, website.id)
  return id ? payload.findByID({ collection: 'shoppers', id, depth: 0, overrideAccess: true, disableErrors: true }) : null
}

/** The page the shopper came from on this site, for sign-in's Go back link. */
async function cameFrom(): Promise<string> {
  const referer = (await headers()).get('referer')
  if (!referer) return '/'
  try {
    const url = new URL(referer)
    return safeRedirect(url.pathname + url.search)
  } catch {
    return '/'
  }
}

/**
 * A gated page's first line (§4, §6): the shopper, or — when this website gates `path` and nobody is
 * signed in — a redirect to sign-in that comes back to `path` afterwards. Null on an ungated path with no shopper.
 */
export async function shopperForGatedPage(website: Website, path: string, search = '') {
  const [shopper, gatedCheckout, gatedPersonalisedFinance, spinToWin] = await Promise.all([
    currentShopper(website),
    featureEnabled(website, 'gatedCheckout'),
    featureEnabled(website, 'gatedPersonalisedFinance'),
    featureEnabled(website, 'spinToWin'),
  ])
  const type = gateFor(path, { gatedCheckout, gatedPersonalisedFinance, spinToWin, garagePath: website.account?.garagePath })
  if (type && !shopper) redirect(signInHref(type, path + search, await cameFrom()))
  return shopper
}

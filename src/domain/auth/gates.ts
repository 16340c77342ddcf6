import type { SignInType } from './redirect'
import { isSlug } from '@/domain/slugify'

/** The website's switches that decide which pages need a signed-in shopper (§4, §6). */
export type GateRules = {
  gatedCheckout: boolean
  gatedPersonalisedFinance: boolean
  spinToWin: boolean
  /** The website's own address for My Garage, such as `mymotorama`. */
  garagePath?: string | null
}

/**
 * The sign-in type a path is gated by, or null when anyone may open it. `/online-payment` and My Garage
 * always need a shopper; checkout only when the car's slug is known; trade-in and sell-my-car never.
 */
export function gateFor(pathname: string, rules: GateRules): SignInType | null {
  const path = pathname.replace(/\/+$/, '') || '/'
  if (path === '/online-payment') return 'online-payment'
  if (path === '/my-garage' || (rules.garagePath && path === `/${rules.garagePath}`)) return 'my-garage'
  if (rules.gatedCheckout && /^\/cars\/[^/]+\/(?:checkout|buy-online)$/.test(path)) return 'checkout'
  if (rules.gatedPersonalisedFinance && path === '/personalised/finance') return 'car-finance'
  if (rules.spinToWin && path === '/spin-to-win') return 'spin-to-win'
  return null
}

/** First path segments the platform already serves; a website's garage address may not take one. */
export const reservedFirstSegments = new Set([
  'admin', 'api', 'apply-for-finance', 'book-test-drive', 'blog', 'brands', 'careers', 'cars', 'checkout-journey', 'compare', 'contact',
  'contact-us', 'dealer-locator', 'finance', 'finance-enquiry', 'locations', 'models', 'my-garage', 'online-payment', 'our-location',
  'pages', 'parts', 'personalised', 'print', 'search', 'search-landing', 'sell-my-car', 'sell-your-car', 'service', 'sign-in',
  'special-offers', 'spin-to-win', 'success', 'trade-in', 'vehicle-parts-and-accessories', 'sitemap.xml', 'robots.txt',
])

/** Checks a garage address an operator types: a lower-case slug the platform does not already use. */
export function garagePathProblem(value: string | null | undefined): string | null {
  if (!value) return null
  if (!isSlug(value, 60)) return 'Use lower-case letters, digits and single hyphens, e.g. "mymotorama".'
  if (reservedFirstSegments.has(value)) return `/${value} is already a page of every website; choose another address.`
  return null
}

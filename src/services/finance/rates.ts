import type { Website } from '@/payload-types'
import type { FinanceRates } from './port'

/** The website's own finance settings, the local adapter's source of every quote. */
export function websiteRates(website: Website): FinanceRates {
  return {
    advertisedRate: website.finance?.advertisedRate ?? 8.5,
    comparisonRate: website.finance?.comparisonRate ?? 9.45,
    roundUp: Boolean(website.finance?.roundUp),
  }
}

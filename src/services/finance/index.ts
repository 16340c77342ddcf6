import { localFinanceAdapter } from './local'
import { partnerFinanceAdapter } from './partner'
import type { FinancePort } from './port'

/** The partner when FINANCE_PARTNER_URL is set, the local quote from the website's rates otherwise. */
export function financePort(): FinancePort {
  const url = process.env.FINANCE_PARTNER_URL
  return url ? partnerFinanceAdapter(url, process.env.FINANCE_PARTNER_KEY ?? '', process.env.FINANCE_PARTNER_NAME || 'YouX') : localFinanceAdapter
}

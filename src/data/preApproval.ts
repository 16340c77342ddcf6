import type { PreApprovalCar, PreApprovalSetup } from '@/components/finance/preApproval/types'
import type { Website } from '@/payload-types'
import { financePort } from '@/services/finance'
import { leadFormContext } from './leadForms'
import { featureEnabled } from './website'

type CarFacts = { id: number; name?: string | null; price?: number | null; year?: number | null; vin?: string | null; nvic?: string | null }

/** What the pre-approval popup needs from the server: the car, the website's form rules and its finance wording. */
export async function preApprovalSetup(website: Website, car: CarFacts | null): Promise<PreApprovalSetup> {
  const [context, disclaimers] = await Promise.all([leadFormContext(website, 'finance', Boolean(car)), featureEnabled(website, 'financeDisclaimers')])
  const shown: PreApprovalCar | null = car
    ? { id: car.id, name: car.name ?? 'this car', price: car.price && car.price > 0 ? car.price : null, year: car.year ?? null, vin: car.vin ?? null, nvic: car.nvic ?? null }
    : null
  return {
    car: shown,
    rules: context.rules,
    locations: context.locations.map(({ id, name }) => ({ id, name })),
    disclaimer: disclaimers ? (website.finance?.disclaimer ?? null) : null,
    partnerName: financePort().displayName,
  }
}

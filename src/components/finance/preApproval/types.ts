import type { z } from 'zod'
import type { detailsStep, estimateStep } from '@/domain/finance/customer'
import type { FormRules } from '@/domain/leads/forms'

export type PreApprovalCar = { id: number; name: string; price: number | null; year: number | null; vin: string | null; nvic: string | null }

/** What the server tells the popup about the website and the car. */
export type PreApprovalSetup = {
  car: PreApprovalCar | null
  rules: FormRules
  locations: Array<{ id: number; name: string }>
  disclaimer: string | null
  /** Named in `Failed to create customer with {finance partner}`. */
  partnerName: string
}

export type Estimate = z.output<typeof estimateStep>
export type Details = z.output<typeof detailsStep> & { location_id?: number; terms_conditions?: boolean }

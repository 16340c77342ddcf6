import type { FeatureFlagKey } from '../featureFlags'

export type CarType = 'new' | 'demo' | 'used'

/** What a template decides for every website that uses it, unless the website overrides it. */
export type TemplatePreset = {
  label: string
  description: string
  flags: Partial<Record<FeatureFlagKey, boolean>>
  copy: {
    enquireButtonText: string
    noPriceText: string
    soldTag: string
    keywordPlaceholder: string
  }
  search: {
    minimumPhotos: number
    carTypes: CarType[]
    makeListLength: number
  }
  finance: {
    defaultTermYears: number
    defaultInterestRate: number
  }
}

import type { TemplatePreset } from './types'

export const group: TemplatePreset = {
  label: 'Dealer group',
  description: 'Many dealerships and brands under one site, with brand pages and a dealer locator.',
  flags: {
    compare: true,
    buyOnline: true,
    reserveOnline: true,
    staffLicenceInfo: true,
    ctaBarOnScroll: true,
    priceAscExcludesZero: true,
    getFinanceNow: true,
  },
  copy: {
    enquireButtonText: 'Enquire Now',
    noPriceText: 'Enquire for price.',
    soldTag: 'JUST SOLD',
    keywordPlaceholder: 'Search make, model or keyword',
  },
  search: { minimumPhotos: 0, carTypes: ['new', 'demo', 'used'], makeListLength: 7 },
  finance: { defaultTermYears: 5, defaultInterestRate: 8.5 },
}

import type { TemplatePreset } from './types'

export const franchise: TemplatePreset = {
  label: 'Franchise dealer',
  description: 'A single-brand franchise: new, demo and used cars, certified used, service and parts.',
  flags: {
    certifiedToyota: true,
    electricTag: true,
    reserveOnline: true,
    favourites: true,
    garage: true,
    phoneMasking: true,
  },
  copy: {
    enquireButtonText: 'Enquire Now',
    noPriceText: 'Enquire for price.',
    soldTag: 'JUST SOLD',
    keywordPlaceholder: 'Keyword search eg. EV, SUV, Toyota',
  },
  search: { minimumPhotos: 0, carTypes: ['new', 'demo', 'used'], makeListLength: 7 },
  finance: { defaultTermYears: 5, defaultInterestRate: 8.5 },
}

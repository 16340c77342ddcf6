import type { TemplatePreset } from './types'

export const caravan: TemplatePreset = {
  label: 'Caravans and motorhomes',
  description: 'Caravan and motorhome dealers: caravan specifications, message-style enquiries.',
  flags: {
    testDriveBooking: false,
    closedByAppointment: true,
    showUnregistered: true,
    autoGauge: false,
  },
  copy: {
    enquireButtonText: 'Message Now',
    noPriceText: 'Enquire for price.',
    soldTag: 'JUST SOLD',
    keywordPlaceholder: 'Search caravans, motorhomes, campers',
  },
  search: { minimumPhotos: 0, carTypes: ['new', 'used'], makeListLength: 10 },
  finance: { defaultTermYears: 7, defaultInterestRate: 9.5 },
}

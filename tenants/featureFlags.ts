/**
 * The per-dealer switches of spec §1/§4/§5/§6. The original product gated these with hard-coded
 * slug and template lists; here they are data: a default, a template preset, and a per-website override.
 */
export type FeatureFlagDefinition = {
  label: string
  description: string
  default: boolean
}

export const featureFlagRegistry = {
  garage: { label: 'My Garage', description: 'Signed-in shoppers get /my-garage with watchlist, favourites and history.', default: false },
  watchlist: { label: 'Watchlist', description: 'Signed-in shoppers can save cars to a watchlist.', default: true },
  favourites: { label: 'Favourites', description: 'SAVE / SAVED toggle on cards, kept in the browser.', default: false },
  favouritesUsedOnly: { label: 'Favourites on used cars only', description: 'Only used cars show the favourite toggle.', default: false },
  compare: { label: 'Compare', description: 'Shoppers pick up to 3 cars and compare them side by side.', default: true },
  subscriptions: { label: 'Subscriptions', description: 'Show subscription prices ahead of the drive-away price.', default: false },
  financeButtons: { label: 'Finance buttons', description: 'Finance box and Get Finance buttons on cards and vehicle pages.', default: true },
  financeDisclaimers: { label: 'Finance disclaimers', description: 'Show the lender disclaimer under every finance figure.', default: true },
  getFinanceNow: { label: 'Get Finance Now promo', description: 'Finance page without a car shows six featured used cars.', default: false },
  reserveOnline: { label: 'Reserve online', description: 'Refundable deposit reserves a car for 48 hours.', default: false },
  buyOnline: { label: 'Buy online', description: 'Full online purchase at /cars/{slug}/buy-online.', default: false },
  testDriveBooking: { label: 'Test-drive booking', description: 'Book a test drive from the vehicle page and /book-test-drive.', default: true },
  tradeIn: { label: 'Trade-in valuation', description: 'Trade-in button and online valuation journey.', default: true },
  phoneMasking: { label: 'Phone masking', description: 'Dealer phone masked after the first 5 characters until clicked.', default: false },
  electricTag: { label: 'Electric / hybrid tag', description: 'Electric and hybrid cars get their own card tag first.', default: false },
  lowercaseReservedTag: { label: 'Reserved tag in title case', description: 'Reserved cars show "Reserved" instead of "RESERVED".', default: false },
  priceAscExcludesZero: { label: 'Lowest price hides unpriced cars', description: 'Sorting by lowest price leaves out cars without a price.', default: false },
  showUnregistered: { label: 'Show Unregistered', description: 'A past registration expiry shows "Unregistered" instead of nothing.', default: false },
  ctaBarOnScroll: { label: 'Call-to-action bar', description: 'Vehicle page opens a call-to-action bar after 900 px of scrolling.', default: false },
  hideTwitterShare: { label: 'Hide Twitter share', description: 'Leave Twitter out of the share icons.', default: false },
  staffLicenceInfo: { label: 'Licence numbers on location cards', description: 'Show dealer licence and motor vehicle repairer numbers.', default: false },
  gatedCheckout: { label: 'Sign-in before checkout', description: 'Checkout requires a signed-in shopper.', default: false },
  gatedPersonalisedFinance: { label: 'Sign-in before personalised finance', description: '/personalised/finance requires a signed-in shopper.', default: true },
  spinToWin: { label: 'Spin to win', description: 'The gated /spin-to-win promotion.', default: false },
  shopperConfirmationEmail: { label: 'Shopper confirmation e-mail', description: 'E-mail the shopper a copy of their enquiry.', default: true },
  termsRequired: { label: 'Terms checkbox on forms', description: 'Enquiry forms require agreeing to the terms of use.', default: false },
  autoGauge: { label: 'Price comparison gauge', description: 'Good Deal / Great Deal gauge on vehicle pages.', default: true },
  deliveryCalculator: { label: 'Delivery calculator', description: 'Delivery estimate by postcode on vehicle pages.', default: true },
  certifiedToyota: { label: 'Toyota Certified badge', description: 'Certified used Toyotas show the certified badge and info dialog.', default: false },
  galleryFirst: { label: 'Photos before the 360° view', description: 'Vehicle pages open on the photos even when a 360° view exists.', default: false },
  spinAutoRotate: { label: 'Auto-rotate the 360° view', description: 'The 360° view turns by itself until the shopper touches it.', default: false },
  closedByAppointment: { label: 'Closed days by appointment', description: 'Closed days read "By appointment only" in opening hours.', default: false },
  closedEnquireLink: { label: 'Closed days link to an enquiry', description: 'Closed days show an Enquire Now link in opening hours.', default: false },
} as const satisfies Record<string, FeatureFlagDefinition>

export type FeatureFlagKey = keyof typeof featureFlagRegistry

export const featureFlagKeys = Object.keys(featureFlagRegistry) as FeatureFlagKey[]

export function isFeatureFlagKey(value: string): value is FeatureFlagKey {
  return Object.hasOwn(featureFlagRegistry, value)
}

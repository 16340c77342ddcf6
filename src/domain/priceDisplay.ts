export const DEFAULT_NO_PRICE_TEXT = 'Enquire for price.'
/** Prices of 10 or less are placeholders in dealer feeds, never a real price (§4, §9). */
const MIN_REAL_PRICE = 10

export type PricedCar = {
  price?: number | null
  offer_price?: number | null
  before_price?: number | null
  subscription_price?: number | null
  preorder?: boolean | null
}

export type PriceDisplay =
  | { kind: 'subscription'; amount: number }
  | { kind: 'price'; amount: number; wasPrice: number | null }
  | { kind: 'preorder'; text: 'PREORDER' }
  | { kind: 'enquire'; text: string }

/**
 * §4 precedence: subscription price (subscriptions on and above 0), then the reduced or current
 * price if above 10, then PREORDER, else the website's no-price text. A was-price shows only
 * when it exceeds the price shown.
 */
export function priceDisplay(
  car: PricedCar,
  options: { subscriptionsEnabled: boolean; noPriceText?: string | null },
): PriceDisplay {
  if (options.subscriptionsEnabled && (car.subscription_price ?? 0) > 0) {
    return { kind: 'subscription', amount: car.subscription_price! }
  }
  const reduced = car.offer_price ?? 0
  const current = reduced > MIN_REAL_PRICE ? reduced : (car.price ?? 0)
  if (current > MIN_REAL_PRICE) {
    const before = car.before_price ?? 0
    const was = reduced > MIN_REAL_PRICE && (car.price ?? 0) > current ? car.price! : before
    return { kind: 'price', amount: current, wasPrice: was > current ? was : null }
  }
  if (car.preorder) return { kind: 'preorder', text: 'PREORDER' }
  return { kind: 'enquire', text: options.noPriceText || DEFAULT_NO_PRICE_TEXT }
}

const money = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 })

export function formatMoney(amount: number): string {
  return money.format(amount)
}

export type CheckoutMode = 'reserve' | 'buy'

export type CheckoutCar = {
  status?: string | null
  sold?: boolean | null
  reserved?: boolean | null
  price?: number | null
  price_type?: string | null
  preorder?: boolean | null
}

export type CheckoutFlags = { reserveOnline: boolean; buyOnline: boolean }

/**
 * §5: the reserve and buy-online buttons only when eligibility passes: the website offers them, the car
 * is on sale now (in stock, not sold, not already held for someone) and has a price to pay against.
 */
export function checkoutModes(car: CheckoutCar, flags: CheckoutFlags): CheckoutMode[] {
  const onSale = car.status === 'in_stock' && !car.sold && !car.reserved && !car.preorder
  const priced = typeof car.price === 'number' && car.price > 0 && car.price_type !== 'enquire'
  if (!onSale || !priced) return []
  return [...(flags.reserveOnline ? (['reserve'] as const) : []), ...(flags.buyOnline ? (['buy'] as const) : [])]
}

/** §9: the car's own deposit, else the website's, else $200; zero means the deposit is not shown or taken. */
export function depositFor(carDeposit: number | null | undefined, websiteDefault: number | null | undefined): number {
  const amount = carDeposit ?? websiteDefault ?? 200
  return Number.isFinite(amount) && amount > 0 ? Math.round(amount * 100) / 100 : 0
}

export const DEFAULT_HOLD_HOURS = 48
/** How long a checkout keeps the car while the shopper is at the payment page. */
export const PAYMENT_WINDOW_MINUTES = 35

export function holdEnds(from: Date, hours: number | null | undefined): Date {
  const h = hours && hours > 0 ? hours : DEFAULT_HOLD_HOURS
  return new Date(from.getTime() + h * 3_600_000)
}

/** The address of a car's checkout: `/cars/{slug}/buy-online` when buying is all the website offers. */
export function checkoutPath(slug: string, modes: CheckoutMode[]): string | null {
  if (!modes.length) return null
  return modes.length === 1 && modes[0] === 'buy' ? `/cars/${slug}/buy-online` : `/cars/${slug}/checkout`
}

/** When a hold ends, in the time zone of the car's location: `Wednesday 25 November, 6:54 am AEDT`. */
export function holdEndsText(at: Date, timeZone: string): string {
  return at.toLocaleString('en-AU', { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' })
}

import { bucketOf, priceBuckets, weeklyBuckets } from '../../facets'
import { isOnSpecial } from '../../scope'

/** The Typesense collection: every facet, range and sort field of the query model, one document per car. */
export const typesenseFields = [
  { name: 'tenant', type: 'int32' },
  { name: 'slug', type: 'string', index: false, optional: true },
  { name: 'name', type: 'string', optional: true },
  { name: 'make', type: 'string', facet: true },
  { name: 'model', type: 'string', facet: true },
  { name: 'make_model', type: 'string', facet: true },
  { name: 'badge', type: 'string', facet: true, optional: true },
  { name: 'series', type: 'string', optional: true },
  { name: 'body', type: 'string', facet: true, optional: true },
  { name: 'body_text', type: 'string', optional: true },
  { name: 'colour', type: 'string', facet: true, optional: true },
  { name: 'status', type: 'string', facet: true },
  { name: 'car_type', type: 'string', facet: true },
  { name: 'item_type', type: 'string', facet: true, optional: true },
  { name: 'city', type: 'string', facet: true, optional: true },
  { name: 'state', type: 'string', facet: true, optional: true },
  { name: 'location_name', type: 'string', facet: true, optional: true },
  { name: 'dealership_name', type: 'string', facet: true, optional: true },
  { name: 'drive', type: 'string', facet: true, optional: true },
  { name: 'fuel', type: 'string', facet: true, optional: true },
  { name: 'transmission', type: 'string', facet: true, optional: true },
  { name: 'seats', type: 'string', facet: true, optional: true },
  { name: 'tag', type: 'string', facet: true, optional: true },
  { name: 'categories', type: 'string[]', facet: true, optional: true },
  { name: 'filtered_features', type: 'string[]', facet: true, optional: true },
  { name: 'price_range', type: 'string', facet: true, optional: true },
  { name: 'weekly_price_range', type: 'string', facet: true, optional: true },
  { name: 'stocknum', type: 'string', optional: true },
  { name: 'dealercomments', type: 'string', optional: true },
  { name: 'keywords', type: 'string', optional: true },
  { name: 'certified', type: 'bool', facet: true },
  { name: 'show_on_dealer_website', type: 'bool' },
  { name: 'on_special', type: 'bool' },
  { name: 'photos_count', type: 'int32' },
  { name: 'price', type: 'float', facet: true, optional: true },
  { name: 'km', type: 'float', facet: true, optional: true },
  { name: 'year', type: 'int32', facet: true, optional: true },
  { name: 'subscription_price', type: 'float', facet: true, optional: true },
  { name: 'created_at_timestamp', type: 'int64', facet: true },
  { name: 'sold_date_timestamp', type: 'int64', optional: true },
  { name: 'rank', type: 'int32' },
  // Positive values only: a zero price or km means "not given", and must not pull a slider's minimum to 0.
  { name: 'stat_price', type: 'float', facet: true, optional: true },
  { name: 'stat_km', type: 'float', facet: true, optional: true },
  { name: 'stat_year', type: 'int32', facet: true, optional: true },
  { name: 'stat_subscription_price', type: 'float', facet: true, optional: true },
  { name: 'hit', type: 'object', index: false, optional: true },
] as const

export type CarRow = Record<string, unknown> & { id: number; tenant: number | { id: number } }

const str = (v: unknown) => (v === null || v === undefined || v === '' ? undefined : String(v))
const num = (v: unknown) => (v === null || v === undefined ? undefined : Number(v))
const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : undefined)
const positive = (v: unknown) => (Number(v) > 0 ? Number(v) : undefined)
const seconds = (v: unknown) => (v ? Math.floor(new Date(String(v)).getTime() / 1000) : undefined)

/** The stored card fields travel inside the document, so a results page needs no database read. */
const hitFields = [
  'id', 'slug', 'name', 'year', 'make', 'model', 'badge', 'car_type', 'status', 'sold_date', 'price', 'offer_price', 'before_price',
  'subscription_price', 'preorder', 'km', 'trans', 'body', 'simple_body', 'simple_fuel', 'primary_image_url', 'photos_count',
  'location_name', 'city', 'state', 'dealership_slug', 'reserved', 'certified', 'tag', 'createdAt',
] as const

export function carDocument(car: CarRow) {
  const status = String(car.status ?? 'in_stock')
  const photos = Number(car.photos_count ?? 0)
  const fuelWord = car.simple_fuel === 'electric' ? ' ev' : car.simple_fuel === 'plug-in hybrid' ? ' phev' : ''
  return {
    id: String(car.id),
    tenant: typeof car.tenant === 'object' ? car.tenant.id : car.tenant,
    slug: str(car.slug),
    name: str(car.name),
    make: String(car.make),
    model: String(car.model),
    make_model: `${car.make} ${car.model}`,
    badge: str(car.badge),
    series: str(car.series),
    body: str(car.simple_body),
    body_text: str(car.body),
    colour: str(car.colour),
    status,
    car_type: String(car.car_type),
    item_type: str(car.item_type),
    city: str(car.city),
    state: str(car.state),
    location_name: str(car.location_name),
    dealership_name: str(car.dealership_name),
    drive: str(car.drive),
    fuel: str(car.simple_fuel),
    transmission: str(car.simple_transmission),
    seats: car.seats === null || car.seats === undefined ? undefined : String(Math.trunc(Number(car.seats))),
    tag: str(car.tag),
    categories: list(car.categories),
    filtered_features: list(car.filtered_features),
    price_range: bucketOf(priceBuckets, num(car.price)) ?? undefined,
    weekly_price_range: bucketOf(weeklyBuckets, num(car.youxQuote_weeklyRepaymentAmount ?? car.youx_quote_weekly_repayment_amount)) ?? undefined,
    stocknum: str(car.stocknum),
    dealercomments: str(car.dealercomments),
    keywords: `${str(car.simple_body) ?? ''} ${str(car.simple_fuel) ?? ''}${fuelWord}`.trim() || undefined,
    certified: car.certified === true,
    show_on_dealer_website: car.show_on_dealer_website !== false,
    on_special: isOnSpecial({ price: num(car.price), before_price: num(car.before_price), offer_price: num(car.offer_price) }),
    photos_count: photos,
    price: num(car.price),
    km: num(car.km),
    year: num(car.year),
    subscription_price: num(car.subscription_price),
    created_at_timestamp: seconds(car.createdAt ?? car.created_at) ?? 0,
    sold_date_timestamp: seconds(car.sold_date),
    // The "custom rank" the relevance sort falls back to: in stock, coming soon, sold; with photos first.
    rank: (status === 'in_stock' ? 20 : status === 'coming_soon' ? 10 : 0) + (photos > 0 ? 1 : 0),
    stat_price: positive(car.price),
    stat_km: positive(car.km),
    stat_year: positive(car.year),
    stat_subscription_price: positive(car.subscription_price),
    hit: Object.fromEntries(hitFields.map((f) => [f, f === 'createdAt' ? (car.createdAt ?? car.created_at) : (car[f] ?? null)])),
  }
}

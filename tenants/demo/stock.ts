import { carSlug } from '@/domain/carSlug'
import { colours, type CatalogueModel } from './catalogue'
import { hashSeed, seededRandom, type Random } from './random'
import type { DemoWebsite } from './websites'

const demoHotspots = {
  exterior: [
    { frame: 0, x: 22, y: 55, label: 'LED headlights', description: 'Automatic high beam and daytime running lights.' },
    { frame: 9, x: 70, y: 68, label: 'Alloy wheels', description: 'Full-size spare under the floor.' },
    { frame: 18, x: 50, y: 50, label: 'Power tailgate', description: 'Opens hands-free with the key in your pocket.' },
  ],
  interior: [{ x: 50, y: 45, label: 'Touchscreen', description: 'Wireless Apple CarPlay and Android Auto.' }],
}

export type StockLocation = { id: number; dealershipId: number; dealershipSlug: string; dealershipName: string; name: string; city: string; state: string; share: number; primary: boolean }

export type StockPlan = {
  websiteId: number
  website: DemoWebsite
  dealerships: Array<{ id: number; stock: DemoWebsite['dealerships'][number]['stock']; locations: StockLocation[] }>
  count: number
  now: Date
}

const DAY = 86_400_000
const tags = ['Low kms', 'One owner', 'Full service history', 'Finance available', 'Just arrived', 'Price drop']
const features = [
  'Apple CarPlay', 'Android Auto', 'Reversing camera', '360-degree camera', 'Adaptive cruise control', 'Lane keep assist',
  'Blind spot monitor', 'Heated seats', 'Leather trim', 'Sunroof', 'Keyless entry', 'Push button start', 'Dual-zone climate control',
  'Wireless phone charger', 'Head-up display', 'Tow bar', 'Roof racks', 'Alloy wheels', 'LED headlights', 'Satellite navigation',
]
const caravanFeatures = ['Ensuite', 'Solar panels', 'Lithium battery', 'Diesel heater', 'Outdoor kitchen', 'Washing machine', 'Queen bed', 'Bunk beds', 'Awning', 'Off-grid water tanks']
const lenders = ['Taurus', 'Angle', 'Manual', 'AusLoans', '360 Finance']

function roundPrice(value: number): number {
  return Math.max(990, Math.round(value / 1000) * 1000 - 10)
}

function vin(random: Random): string {
  const chars = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'
  return Array.from({ length: 17 }, () => random.pick([...chars])).join('')
}

function imageCount(random: Random): number {
  // Real feeds have cars with no photos yet, one hero shot, a few, and full 12-30 photo sets.
  return random.weighted([
    { weight: 3, value: 0 },
    { weight: 4, value: 1 },
    { weight: 5, value: 3 },
    { weight: 18, value: random.int(6, 11) },
    { weight: 70, value: random.int(12, 24) },
  ])
}

function images(model: CatalogueModel, colour: string, count: number) {
  const body = encodeURIComponent(model.simple_body)
  const paint = encodeURIComponent(colour.toLowerCase())
  return Array.from({ length: count }, (_, i) => ({
    url: `/placeholders/cars/${body}/${paint}/${i + 1}.svg`,
    thumb: `/placeholders/cars/${body}/${paint}/${i + 1}.svg?w=300`,
    alt: `${model.make} ${model.model} photo ${i + 1}`,
  }))
}

function comments(model: CatalogueModel, badge: string, carType: string, km: number, random: Random): string | null {
  if (random.chance(0.1)) return null
  const opening =
    carType === 'new'
      ? `Brand new ${model.make} ${model.model} ${badge}, ready to drive away today.`
      : carType === 'demo'
        ? `Ex-demonstrator ${model.make} ${model.model} ${badge} with only ${km.toLocaleString('en-AU')} km and the balance of new-car warranty.`
        : `This ${model.make} ${model.model} ${badge} has travelled ${km.toLocaleString('en-AU')} km and comes with a roadworthy certificate.`
  const more = [
    'Our team has inspected it end to end, and finance and trade-ins are welcome.',
    'Book a test drive online or call us; we can deliver anywhere in Australia.',
    'Every car we sell comes with a 14-day money-back promise on used stock.',
    'Ask us about extended warranty and paint protection packages.',
    'Serviced on time, two keys, owner manuals and a clean history report.',
  ]
  const count = random.int(1, 5)
  return [opening, ...Array.from({ length: count }, () => random.pick(more))].join(' ').repeat(random.chance(0.2) ? 3 : 1)
}

/** Deterministic demo stock for one website: the same plan always yields the same cars. */
export function demoStock(plan: StockPlan): Array<Record<string, unknown>> {
  const { website, now } = plan
  const random = seededRandom(hashSeed(website.slug))
  const year = now.getUTCFullYear()
  const rows: Array<Record<string, unknown>> = []
  const dealershipChoices = plan.dealerships.map((d) => ({ weight: d.stock.reduce((s, m) => s + m.weight, 0), value: d }))

  for (let index = 0; index < plan.count; index++) {
    const dealership = random.weighted(dealershipChoices)
    const models = random.weighted(dealership.stock.map((s) => ({ weight: s.weight, value: s.models })))
    const model = random.pick(models)
    const location = random.weighted(dealership.locations.map((l) => ({ weight: l.share, value: l })))
    const car_type = random.weighted([
      { weight: website.carTypeMix.new, value: 'new' },
      { weight: website.carTypeMix.demo, value: 'demo' },
      { weight: website.carTypeMix.used, value: 'used' },
    ])
    const badgeIndex = random.int(0, model.badges.length - 1)
    const badge = model.badges[badgeIndex]
    const age = car_type === 'new' ? 0 : car_type === 'demo' ? random.int(0, 1) : random.int(1, 13)
    const carYear = year - age
    const km =
      car_type === 'new' ? random.int(0, 40) : car_type === 'demo' ? random.int(800, 9500) : Math.round(age * random.int(9000, 21000) / 100) * 100
    const newPrice = model.price + model.step * badgeIndex
    const depreciation = car_type === 'used' ? Math.pow(0.86, age) * (1 - Math.min(km, 250000) / 1_200_000) : car_type === 'demo' ? 0.92 : 1
    const unpriced = random.chance(0.02)
    const price = unpriced ? 0 : roundPrice(newPrice * depreciation * (0.95 + random.next() * 0.1))
    const fuel = model.fuels.length ? random.pick(model.fuels) : null
    const colour = random.pick(colours)
    const status = random.weighted([
      { weight: 85, value: 'in_stock' },
      { weight: 5, value: 'coming_soon' },
      { weight: 10, value: 'sold' },
    ])
    const createdAt = new Date(now.getTime() - random.int(0, 120) * DAY - random.int(0, DAY - 1))
    const soldDate = status === 'sold' ? new Date(now.getTime() - random.int(0, 10) * DAY - random.int(0, DAY - 1)) : null
    const count = imageCount(random)
    const pictures = images(model, colour, count)
    const stocknum = `${website.stockPrefix}${String(index + 1).padStart(6, '0')}`
    const isCaravan = model.item_type === 'caravan' || model.item_type === 'motorhome'
    const regoExpiry = car_type === 'used' ? new Date(now.getTime() + random.int(-120, 330) * DAY) : null
    const name = [carYear, model.make, model.model, badge].join(' ')
    const equipment = random.chance(0.15) ? null : [...(isCaravan ? caravanFeatures : features)].filter(() => random.chance(0.55))
    const marketAverage = car_type === 'used' && price > 0 ? roundPrice(price * (0.92 + random.next() * 0.18)) : null
    const hasLender = price > 500 && random.chance(0.6)
    const weekly = hasLender ? Math.round((price * 0.0021 + 12) * 100) / 100 : null

    rows.push({
      tenant: plan.websiteId,
      name,
      slug: carSlug({ year: carYear, make: model.make, model: model.model, badge, stocknum }),
      car_type,
      status,
      item_type: model.item_type,
      show_on_dealer_website: !random.chance(0.02),
      reserved: status === 'in_stock' && random.chance(0.03),
      certified: website.manufacturerName === model.make && car_type === 'used' && age <= 6 && random.chance(0.5),
      preorder: car_type === 'new' && unpriced && random.chance(0.5),
      sold: status === 'sold',
      sold_date: soldDate?.toISOString() ?? null,
      tag: random.chance(0.05) ? random.pick(tags) : null,
      price,
      before_price: price > 0 && random.chance(0.08) ? price + random.int(1, 4) * 1000 : null,
      offer_price: null,
      subscription_price: car_type !== 'used' && random.chance(0.1) ? Math.round(price / 180) : null,
      price_type: car_type === 'used' ? 'drive_away' : random.pick(['drive_away', 'drive_away', 'excl_govt_charges']),
      dealercomments: comments(model, badge, car_type, km, random),
      carsales_title: `${name} ${model.body}`,
      categories: [model.item_type === 'car' ? (model.simple_body === 'ute' ? 'Work' : 'Family') : model.item_type],
      filtered_features: equipment?.slice(0, 6) ?? [],
      views: random.int(0, 900),
      year: carYear,
      make: model.make,
      model: model.model,
      badge,
      series: model.series ?? null,
      colour,
      interior_colour: random.pick(['Black', 'Grey', 'Beige', 'Brown']),
      body: model.body,
      simple_body: model.simple_body === 'motorcycle' || model.simple_body === 'caravan' ? null : model.simple_body,
      bodyconfiguration: null,
      trans: model.item_type === 'caravan' ? null : random.chance(0.85) ? 'Automatic' : 'Manual',
      simple_transmission: model.item_type === 'caravan' ? null : random.chance(0.85) ? 'automatic' : 'manual',
      gearnum: model.item_type === 'caravan' ? null : random.pick([6, 7, 8, 10]),
      drive: model.drive,
      fuel: fuel ? fuel[0].toUpperCase() + fuel.slice(1) : null,
      simple_fuel: fuel,
      engine_size: model.engine || null,
      engine_size_litres: model.engine ? Math.round(model.engine / 100) / 10 : null,
      km,
      seats: model.seats || null,
      doors: model.doors || null,
      stocknum,
      vin: vin(random),
      nvic: random.chance(0.7) ? `${model.make.slice(0, 2).toUpperCase()}${random.int(10000, 99999)}` : null,
      has_nvic: null,
      regplate: car_type === 'used' ? `${random.int(100, 999)}${random.pick(['ABC', 'XYZ', 'KLM', 'QRT'])}` : null,
      rego_expiry: regoExpiry?.toISOString() ?? null,
      build_date: new Date(Date.UTC(carYear, random.int(0, 11), 1)).toISOString(),
      compliance_date: null,
      variant_cylinders: model.cylinders || null,
      variant_enginesize: model.engine || null,
      variant_enginesize_litres: model.engine ? Math.round(model.engine / 100) / 10 : null,
      variant_induction: model.engine ? random.pick(['Turbo', 'Aspirated']) : null,
      variant_geartype: model.item_type === 'caravan' ? null : 'Automatic',
      variant_fuelconsumptioncombined: fuel === 'electric' || !fuel ? null : Math.round((4 + random.next() * 8) * 10) / 10,
      variant_fuelcapacity: fuel === 'electric' || !fuel ? null : random.pick([45, 50, 60, 80, 110]),
      variant_grossvehiclemass: random.chance(0.5) ? random.int(1800, 3500) : null,
      variant_towingcapacitybraked: random.chance(0.6) ? random.pick([750, 1500, 2000, 2500, 3500]) : null,
      variant_vehiclelength: random.int(3900, 5400),
      variant_vehicleheight: random.int(1400, 1950),
      variant_vehiclewidth: random.int(1700, 2000),
      variant_torque: model.engine ? `${random.int(140, 700)}Nm` : null,
      variant_ancaprating: model.item_type === 'car' ? random.pick([5, 5, 5, 4]) : null,
      variant_bodyconfiguration: null,
      caravan_body_width: isCaravan ? random.int(2200, 2500) : null,
      caravan_body_length: isCaravan ? random.int(4500, 7800) : null,
      caravan_tare_weight: isCaravan ? random.int(1500, 3200) : null,
      caravan_axle_type: isCaravan ? random.pick(['Single', 'Tandem']) : null,
      caravan_sleeps: isCaravan ? random.int(2, 6) : null,
      caravan_aggregate_trailer_mass: isCaravan ? random.int(2500, 4000) : null,
      standardEquipment: equipment,
      images: pictures,
      photos_count: pictures.length,
      primary_image_url: pictures[0]?.url ?? null,
      video_url: random.chance(0.03) ? 'https://www.youtube.com/embed/dQw4w9WgXcQ' : null,
      external_video_url: null,
      spin_images: count >= 12 && random.chance(0.05)
        ? Array.from({ length: 36 }, (_, i) => `/placeholders/cars/${encodeURIComponent(model.simple_body)}/${encodeURIComponent(colour.toLowerCase())}/spin-${i + 1}.svg`)
        : null,
      spin_interior_image: null,
      spin_code: null,
      hotspots: count >= 12 ? demoHotspots : null,
      file: car_type === 'used' && random.chance(0.3) ? `/history-reports/${stocknum}.pdf` : null,
      location: location.id,
      dealership: location.dealershipId,
      dealership_slug: location.dealershipSlug,
      dealership_name: location.dealershipName,
      location_name: location.name,
      city: location.city,
      state: location.state,
      private_suburb: null,
      private_postcode: null,
      autograb_data_average_market_price: marketAverage,
      autograb_data_state_average_market_price: marketAverage ? roundPrice(marketAverage * (0.97 + random.next() * 0.06)) : null,
      youxQuote_weeklyRepaymentAmount: weekly,
      youxQuote_advertisedRate: weekly ? 8.49 : null,
      youxQuote_comparisonRate: weekly ? 9.51 : null,
      finance_lenders: hasLender
        ? {
            [random.pick(lenders)]: {
              paymentWeek: weekly,
              paymentMonth: weekly ? Math.round(weekly * 4.33 * 100) / 100 : null,
              interestRate: 8.49,
              comparisonRate: 9.51,
              termYears: 5,
              deposit: 0,
              balloon: 0,
              establishmentFees: 395,
              disclaimer: 'Comparison rate based on a secured loan of $30,000 over 5 years. Warning: this comparison rate is true only for the example given and may not include all fees and charges.',
            },
          }
        : null,
      createdAt: createdAt.toISOString(),
      updatedAt: createdAt.toISOString(),
    })
  }
  return rows
}

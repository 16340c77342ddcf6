import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { bumpStockVersion } from '@/search/stockVersion'
import { caravans, mainstream, motorcycles, toyota, trucks } from './catalogue'
import { hashSeed, seededRandom } from './random'
import { seedContent } from './content'
import { paragraphs } from './richText'
import { demoStock, type StockLocation, type StockPlan } from './stock'
import { demoWebsites, type DemoWebsite } from './websites'

export const DEFAULT_DEMO_CARS = 1500
// PostgreSQL takes at most 65,535 bind parameters a statement; a car row has about 100 columns.
const BATCH = 500
const context = { disableRevalidate: true }

type Log = (message: string) => void

export type SeedOptions = {
  cars?: number
  /** Share of the stock per website slug, instead of each website's default share. */
  shares?: Record<string, number>
  now?: Date
  adminEmail: string
  password: string
  log?: Log
}

async function upsert<T extends { id: number }>(
  payload: Payload,
  collection: 'websites' | 'dealerships' | 'locations' | 'manufacturers' | 'models' | 'users' | 'pages' | 'brands' | 'feature-flags',
  where: Record<string, unknown>,
  data: Record<string, unknown>,
): Promise<T> {
  const found = await payload.find({ collection, where: where as never, limit: 1, depth: 0, context })
  if (found.docs[0]) return found.docs[0] as unknown as T
  return (await payload.create({ collection, data: data as never, depth: 0, context })) as unknown as T
}

async function seedReferenceData(payload: Payload) {
  const all = [...toyota, ...mainstream, ...motorcycles, ...trucks, ...caravans]
  const makes = new Map<string, number>()
  for (const entry of all) {
    if (!makes.has(entry.make)) {
      const kind = entry.item_type === 'motorhome' ? 'caravan' : entry.item_type
      const doc = await upsert(payload, 'manufacturers', { name: { equals: entry.make } }, { name: entry.make, vehicle_kind: kind })
      makes.set(entry.make, doc.id)
    }
    const manufacturer = makes.get(entry.make)!
    await upsert(payload, 'models', { and: [{ manufacturer: { equals: manufacturer } }, { name: { equals: entry.model } }] }, {
      name: entry.model,
      manufacturer,
      body: entry.simple_body,
    })
  }
  return makes
}

async function seedWebsite(payload: Payload, site: DemoWebsite, makes: Map<string, number>) {
  const website = await upsert<{ id: number }>(payload, 'websites', { slug: { equals: site.slug } }, {
    slug: site.slug,
    name: site.name,
    template: site.template,
    isDefault: Boolean(site.isDefault),
    tagline: site.tagline,
    phone: site.phone,
    email: site.email,
    theme: site.theme,
    manufacturerName: site.manufacturerName,
    domains: [{ domain: `${site.slug.replace(/-/g, '')}.example` }],
    search: { pageSize: 21, includeSoldCarsDays: 3, minimumPhotos: 0, promoPositions: [8, 17] },
    account: { garagePath: site.garagePath ?? null },
    navigation: site.menus ?? { header: [], footer: [] },
  })
  const tenant = website.id
  for (const [flag, enabled] of Object.entries(site.flags ?? {})) {
    await upsert(payload, 'feature-flags', { and: [{ tenant: { equals: tenant } }, { flag: { equals: flag } }] }, { tenant, flag, enabled })
  }
  const dealerships: StockPlan['dealerships'] = []
  const random = seededRandom(hashSeed(`${site.slug}-reviews`))

  for (const dealer of site.dealerships) {
    const dealership = await upsert<{ id: number; slug: string }>(payload, 'dealerships', { and: [{ tenant: { equals: tenant } }, { slug: { equals: dealer.slug } }] }, {
      tenant,
      name: dealer.name,
      slug: dealer.slug,
      phone: dealer.phone,
      template: site.template,
      dealership_id: String(hashSeed(dealer.slug) % 100000),
    })
    const locations: StockLocation[] = []
    for (const place of dealer.locations) {
      const make = dealer.stock[0]?.models[0]?.make
      const location = await upsert<{ id: number }>(payload, 'locations', { and: [{ tenant: { equals: tenant } }, { slug: { equals: place.slug } }] }, {
        tenant,
        name: place.name,
        slug: place.slug,
        primary: Boolean(place.primary),
        visible: true,
        location_type: place.location_type,
        dealership: dealership.id,
        manufacturers: make && makes.has(make) ? [makes.get(make)] : [],
        dealer_license_number: place.dealer_license_number,
        motor_vehicle_repairer: place.motor_vehicle_repairer,
        address: { street: place.street, city: place.city, state: place.state, postcode: place.postcode, lat: place.lat, long: place.long },
        contact_detail: { phone: place.phone, opening_hours: place.hours },
        special_hours: [
          { date: '2026-12-25', status: 'Closed', label: 'Christmas Day' },
          { date: '2026-12-26', status: 'Closed', label: 'Boxing Day' },
          { date: '2026-12-31', status: 'Open', start_hour: '09:00', end_hour: '13:00', label: "New Year's Eve" },
          { date: '2027-01-01', status: 'Closed', label: "New Year's Day" },
        ],
      })
      if (place.location_type === 'sales') {
        await seedReviews(payload, tenant, location.id, random)
        locations.push({
          id: location.id,
          dealershipId: dealership.id,
          dealershipSlug: dealership.slug,
          dealershipName: dealer.name,
          name: place.name,
          city: place.city,
          state: place.state,
          share: place.stockShare ?? 1,
          primary: Boolean(place.primary),
        })
      }
    }
    dealerships.push({ id: dealership.id, stock: dealer.stock, locations })
  }

  await upsert(payload, 'pages', { and: [{ tenant: { equals: tenant } }, { slug: { equals: 'about-us' } }] }, {
    tenant,
    title: `About ${site.name}`,
    slug: 'about-us',
    _status: 'published',
    summary: site.tagline,
    content: paragraphs([
      `${site.name} is a family-owned business that has looked after drivers for decades.`,
      'Every car we sell is inspected by our own technicians, and our team will help you with finance, trade-ins and delivery.',
    ]),
  })
  return { tenant, dealerships }
}

async function seedReviews(payload: Payload, tenant: number, location: number, random: ReturnType<typeof seededRandom>) {
  const existing = await payload.count({ collection: 'reviews', where: { location: { equals: location } } })
  if (existing.totalDocs > 0) return
  const names = ['Sarah M.', 'James T.', 'Priya K.', 'Liam O.', 'Mei L.', 'Tom B.', 'Aisha R.', 'Jack W.', 'Olivia P.', 'Noah C.', 'Chloe D.', 'Ethan H.']
  const texts = [
    'Friendly team, no pressure, and the car was ready on time.',
    'Great trade-in price and finance sorted in an afternoon.',
    'Service was quick and they explained everything clearly.',
    'Took a while to get a call back, but the deal was fair.',
    'Second car we have bought here. Would recommend.',
    'The salesperson knew the car inside out. Smooth handover.',
  ]
  let total = 0
  for (let i = 0; i < names.length; i++) {
    const rating = random.weighted([
      { weight: 60, value: 5 },
      { weight: 25, value: 4 },
      { weight: 10, value: 3 },
      { weight: 5, value: 2 },
    ])
    total += rating
    await payload.create({
      collection: 'reviews',
      context,
      data: {
        tenant,
        location,
        customer_name: names[i],
        rating,
        text: random.pick(texts),
        review_date: new Date(Date.UTC(2026, random.int(0, 9), random.int(1, 28))).toISOString(),
        hidden: rating < 3 && random.chance(0.5),
      },
    })
  }
  await payload.update({
    collection: 'locations',
    id: location,
    context,
    data: { review_count: names.length, average_rating: Math.round((total / names.length) * 10) / 10 },
  })
}

async function seedStaff(payload: Payload, sites: Array<{ slug: string; tenant: number }>, adminEmail: string, password: string) {
  await upsert(payload, 'users', { email: { equals: adminEmail } }, { email: adminEmail, password, name: 'Platform Admin', role: 'platform-admin' })
  for (const site of sites) {
    for (const role of ['dealer-admin', 'dealer-editor'] as const) {
      const email = `${role.replace('dealer-', '')}@${site.slug}.example`
      await upsert(payload, 'users', { email: { equals: email } }, { email, password, name: `${site.slug} ${role}`, role, tenants: [{ tenant: site.tenant }] })
    }
  }
}

async function replaceStock(payload: Payload, plan: StockPlan): Promise<number> {
  const db = payload.db
  const cars = db.tables.cars
  await db.drizzle.execute(sql`delete from cars where tenant_id = ${plan.websiteId}`)
  const rows = demoStock(plan)
  for (let i = 0; i < rows.length; i += BATCH) {
    await db.drizzle.insert(cars).values(rows.slice(i, i + BATCH) as never)
  }
  // The bulk insert skips the Cars hooks, so tell cached searches the stock has changed.
  await bumpStockVersion(payload, plan.websiteId)
  return rows.length
}

/**
 * Creates the three demo websites with their dealerships, locations, reviews, pages, staff and
 * stock. Safe to run again: structure is matched by slug, and stock is replaced only when a car
 * count is asked for or a website has none.
 */
export async function seedDemo(payload: Payload, options: SeedOptions): Promise<{ cars: number; ms: number }> {
  const log = options.log ?? (() => {})
  const started = Date.now()
  const now = options.now ?? new Date()
  const makes = await seedReferenceData(payload)
  const seeded: Array<{ slug: string; tenant: number }> = []
  let cars = 0
  for (const site of demoWebsites) {
    const { tenant, dealerships } = await seedWebsite(payload, site, makes)
    await seedContent(payload, site, tenant, makes, now)
    seeded.push({ slug: site.slug, tenant })
    const existing = await payload.count({ collection: 'cars', where: { tenant: { equals: tenant } } })
    if (options.cars === undefined && existing.totalDocs > 0) {
      log(`${site.slug}: ${existing.totalDocs} cars kept`)
      continue
    }
    const count = Math.round((options.cars ?? DEFAULT_DEMO_CARS) * (options.shares?.[site.slug] ?? site.stockShare))
    const stockStarted = Date.now()
    cars += await replaceStock(payload, { websiteId: tenant, website: site, dealerships, count, now })
    log(`${site.slug}: ${count} cars in ${Date.now() - stockStarted} ms`)
  }
  await seedStaff(payload, seeded, options.adminEmail, options.password)
  await payload.db.drizzle.execute(sql`analyze cars`)
  return { cars, ms: Date.now() - started }
}

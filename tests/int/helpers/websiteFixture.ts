import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import type { User } from '@/payload-types'

export type WebsiteFixture = Awaited<ReturnType<typeof createWebsiteFixture>>

const password = 'fixture-password-1'

async function userFor(payload: Payload, email: string, role: User['role'], tenant?: number): Promise<User> {
  const user = await payload.create({
    collection: 'users',
    data: { email, password, role, tenants: tenant ? [{ tenant }] : [] },
  })
  return { ...user, collection: 'users' } as User
}

/**
 * A complete small website owned by one test: dealership, location, visible and hidden cars,
 * published and draft pages, a flag override and its own staff. Slugs are unique per call so
 * suites never see each other's data.
 */
export async function createWebsiteFixture(payload: Payload, label: string) {
  const suffix = randomUUID().slice(0, 8)
  const slug = `${label}-${suffix}`
  const website = await payload.create({
    collection: 'websites',
    data: { name: `${label} Motors`, slug, template: 'franchise', domains: [{ domain: `${slug}.example` }] },
  })
  const tenant = website.id
  const dealership = await payload.create({ collection: 'dealerships', data: { tenant, name: `${label} Dealership`, slug: `${label}-dealer` } })
  const location = await payload.create({
    collection: 'locations',
    data: { tenant, name: `${label} Sales`, slug: `${label}-sales`, dealership: dealership.id, primary: true, address: { city: 'Brisbane', state: 'QLD' } },
  })
  const hiddenLocation = await payload.create({
    collection: 'locations',
    data: { tenant, name: `${label} Hidden`, slug: `${label}-hidden`, dealership: dealership.id, visible: false },
  })
  const car = await payload.create({
    collection: 'cars',
    data: { tenant, car_type: 'used', make: 'Toyota', model: 'Corolla', year: 2021, badge: 'SX', stocknum: `${label}1`, price: 24990, location: location.id, images: [{ url: '/a.svg' }, { url: '/b.svg' }] },
  })
  const hiddenCar = await payload.create({
    collection: 'cars',
    data: { tenant, car_type: 'used', make: 'Mazda', model: 'CX-5', year: 2020, stocknum: `${label}2`, price: 29990, show_on_dealer_website: false, location: location.id },
  })
  const page = await payload.create({ collection: 'pages', data: { tenant, title: `${label} About`, slug: 'about-us', _status: 'published' } })
  const draft = await payload.create({ collection: 'pages', data: { tenant, title: `${label} Secret plans`, slug: 'secret-plans', _status: 'draft' }, draft: true })
  const flag = await payload.create({ collection: 'feature-flags', data: { tenant, flag: 'spinToWin', enabled: true } })
  const editor = await userFor(payload, `editor-${slug}@example.com`, 'dealer-editor', tenant)
  const admin = await userFor(payload, `admin-${slug}@example.com`, 'dealer-admin', tenant)
  return { slug, host: `${slug}.localhost:3000`, website, tenant, dealership, location, hiddenLocation, car, hiddenCar, page, draft, flag, editor, admin, password }
}

export async function createPlatformAdmin(payload: Payload): Promise<User> {
  return userFor(payload, `operator-${randomUUID().slice(0, 8)}@example.com`, 'platform-admin')
}

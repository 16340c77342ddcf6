import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { testPayload } from './helpers/payload'
import { createPlatformAdmin, createWebsiteFixture, type WebsiteFixture } from './helpers/websiteFixture'

type Scoped = 'cars' | 'locations' | 'pages' | 'feature-flags' | 'dealerships'

let payload: Payload
let a: WebsiteFixture
let b: WebsiteFixture
let operator: User

const newDoc: Record<Scoped, (site: WebsiteFixture) => Record<string, unknown>> = {
  cars: (site) => ({ tenant: site.tenant, car_type: 'new', make: 'Kia', model: 'EV6', stocknum: `X${Date.now()}`, location: site.location.id }),
  locations: (site) => ({ tenant: site.tenant, name: 'Intruder Yard', slug: `intruder-${Date.now()}`, dealership: site.dealership.id }),
  pages: (site) => ({ tenant: site.tenant, title: 'Intruder', slug: `intruder-${Date.now()}`, _status: 'published' }),
  'feature-flags': (site) => ({ tenant: site.tenant, flag: 'compare', enabled: false }),
  dealerships: (site) => ({ tenant: site.tenant, name: 'Intruder Motors', slug: `intruder-${Date.now()}` }),
}

const docOf: Record<Scoped, (site: WebsiteFixture) => { id: number }> = {
  cars: (site) => site.car,
  locations: (site) => site.location,
  pages: (site) => site.page,
  'feature-flags': (site) => site.flag,
  dealerships: (site) => site.dealership,
}

const editableField: Record<Scoped, Record<string, unknown>> = {
  cars: { tag: 'Tampered' },
  locations: { name: 'Tampered' },
  pages: { title: 'Tampered' },
  'feature-flags': { note: 'Tampered' },
  dealerships: { name: 'Tampered' },
}

const tenantOf = (doc: { tenant?: unknown }) => (typeof doc.tenant === 'object' && doc.tenant ? (doc.tenant as { id: number }).id : doc.tenant)

beforeAll(async () => {
  payload = await testPayload()
  a = await createWebsiteFixture(payload, 'alpha')
  b = await createWebsiteFixture(payload, 'bravo')
  operator = await createPlatformAdmin(payload)
})

describe.each(['cars', 'locations', 'pages', 'feature-flags', 'dealerships'] as const)('a dealer editor and %s of another website', (collection) => {
  const as = (user: User) => ({ user, overrideAccess: false as const })

  it('lists only their own website', async () => {
    const found = await payload.find({ collection, ...as(a.editor), limit: 1000, depth: 0 })
    expect(found.docs.length).toBeGreaterThan(0)
    expect(new Set(found.docs.map(tenantOf))).toEqual(new Set([a.tenant]))
  })

  it('cannot read one by id', async () => {
    await expect(payload.findByID({ collection, id: docOf[collection](b).id, ...as(a.editor) })).rejects.toThrow()
  })

  it('cannot update one', async () => {
    await expect(
      payload.update({ collection, id: docOf[collection](b).id, data: editableField[collection] as never, ...as(a.editor) }),
    ).rejects.toThrow()
    const untouched = await payload.findByID({ collection, id: docOf[collection](b).id, depth: 0 })
    expect(JSON.stringify(untouched)).not.toContain('Tampered')
  })

  it('cannot delete one', async () => {
    await expect(payload.delete({ collection, id: docOf[collection](b).id, ...as(a.editor) })).rejects.toThrow()
    await expect(payload.findByID({ collection, id: docOf[collection](b).id, depth: 0 })).resolves.toBeTruthy()
  })

  it('cannot create one in the other website', async () => {
    const before = await payload.count({ collection, where: { tenant: { equals: b.tenant } } })
    await payload.create({ collection, data: newDoc[collection](b) as never, ...as(a.editor) }).catch(() => null)
    const after = await payload.count({ collection, where: { tenant: { equals: b.tenant } } })
    expect(after.totalDocs).toBe(before.totalDocs)
  })

  it('is not limited for a platform admin', async () => {
    const found = await payload.find({ collection, ...as(operator), limit: 1000, depth: 0, where: { tenant: { in: [a.tenant, b.tenant] } } })
    expect(new Set(found.docs.map(tenantOf))).toEqual(new Set([a.tenant, b.tenant]))
    const updated = await payload.update({ collection, id: docOf[collection](b).id, data: editableField[collection] as never, ...as(operator) })
    expect(JSON.stringify(updated)).toContain('Tampered')
  })
})

describe('staff accounts', () => {
  it('a dealer editor cannot promote themselves or join another website', async () => {
    await expect(
      payload.update({ collection: 'users', id: a.editor.id, data: { role: 'platform-admin' }, user: a.editor, overrideAccess: false }),
    ).resolves.toMatchObject({ role: 'dealer-editor' })
    const after = await payload.update({ collection: 'users', id: a.editor.id, data: { tenants: [{ tenant: b.tenant }] }, user: a.editor, overrideAccess: false })
    expect(after.tenants?.map((row) => tenantOf(row))).toEqual([a.tenant])
  })

  it('a dealer admin cannot make a platform admin', async () => {
    await expect(
      payload.create({ collection: 'users', data: { email: `sneaky-${Date.now()}@example.com`, password: 'x-password-1', role: 'platform-admin', tenants: [{ tenant: a.tenant }] }, user: a.admin, overrideAccess: false }),
    ).rejects.toSatisfy((error: { data?: unknown }) => JSON.stringify(error.data).includes('Only a platform admin can make another platform admin.'))
  })

  it('a dealer admin sees only staff of their own website', async () => {
    const users = await payload.find({ collection: 'users', user: a.admin, overrideAccess: false, limit: 1000 })
    const emails = users.docs.map((u) => u.email)
    expect(emails).toContain(a.editor.email)
    expect(emails).not.toContain(b.editor.email)
    expect(emails).not.toContain(operator.email)
  })
})

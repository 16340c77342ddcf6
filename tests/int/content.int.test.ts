import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { pageBlocks } from '@blocks/index'
import { testPayload } from './helpers/payload'
import { createWebsiteFixture, type WebsiteFixture } from './helpers/websiteFixture'

// What the publish hooks ask Next.js to expire; outside a Next.js request there is no cache to clear.
const expired = vi.hoisted(() => [] as string[])
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  revalidateTag: (tag: string) => {
    expired.push(tag)
  },
}))

let payload: Payload
let site: WebsiteFixture
let other: WebsiteFixture

beforeAll(async () => {
  payload = await testPayload()
  site = await createWebsiteFixture(payload, 'content')
  other = await createWebsiteFixture(payload, 'content-other')
})

/** One block of each kind with only what an editor must type; everything else is the block's default. */
const minimal: Record<string, Record<string, unknown>> = {
  heroSlider: { slides: [{ heading: 'Welcome' }] },
  richText: { content: { root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children: [{ type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, textFormat: 0, children: [{ type: 'text', text: 'Hello', version: 1, format: 0, style: '', mode: 'normal', detail: 0 }] }] } } },
}

describe('page blocks', () => {
  it('every block saves with its defaults, and reads back in order', async () => {
    const layout = pageBlocks.map((block) => ({ blockType: block.slug, ...(minimal[block.slug] ?? {}) }))
    const page = await payload.create({ collection: 'pages', data: { tenant: site.tenant, title: 'Every block', slug: 'every-block', _status: 'published', layout: layout as never } })
    expect(page.layout?.map((b) => b.blockType)).toEqual(pageBlocks.map((b) => b.slug))
    const grid = page.layout?.find((b) => b.blockType === 'stockGrid')
    expect(grid).toMatchObject({ heading: 'Featured stock', limit: 6, sort: 'latest', showCount: true })
    const faq = page.layout?.find((b) => b.blockType === 'faq') as { items?: unknown[] } | undefined
    expect(faq?.items?.length).toBeGreaterThan(2)
  })

  it('refuses block values outside their ranges with the field named', async () => {
    await expect(
      payload.create({ collection: 'pages', data: { tenant: site.tenant, title: 'Too many', slug: 'too-many', layout: [{ blockType: 'stockGrid', limit: 500 }] as never } }),
    ).rejects.toThrow(/Limit/i)
    await expect(payload.create({ collection: 'pages', data: { tenant: site.tenant, title: 'Empty slider', slug: 'empty-slider', layout: [{ blockType: 'heroSlider', slides: [] }] as never } })).rejects.toThrow(/Slides/i)
  })
})

describe('page slugs', () => {
  it('refuses a slug already used on the same website with a clear message, and allows it on another', async () => {
    await expect(payload.create({ collection: 'pages', data: { tenant: site.tenant, title: 'About again', slug: 'about-us', _status: 'published' } })).rejects.toMatchObject({
      data: { errors: [{ path: 'slug', message: 'Another page on this website already uses /about-us. Choose a different slug.' }] },
    })
    const elsewhere = await payload.create({ collection: 'pages', data: { tenant: other.tenant, title: 'Elsewhere', slug: 'only-here', _status: 'published' } })
    expect(elsewhere.slug).toBe('only-here')
    await expect(payload.create({ collection: 'pages', data: { tenant: site.tenant, title: 'Same slug, other site', slug: 'only-here' } })).resolves.toMatchObject({ slug: 'only-here' })
  })
})

describe('publishing', () => {
  it("expires only the publishing website's content cache", async () => {
    expired.length = 0
    await payload.create({ collection: 'pages', data: { tenant: site.tenant, title: 'News', slug: 'news-page', _status: 'published' } })
    await payload.create({ collection: 'promos', data: { tenant: site.tenant, title: 'Offer', kind: 'tile', position: 3, href: '/finance', cta_label: 'Go' } })
    expect(new Set(expired)).toEqual(new Set([`website:${site.tenant}:content`]))
  })

  it("a dealer editor cannot create, publish or change pages on another website", async () => {
    const editor = site.editor
    await expect(
      payload.create({ collection: 'pages', overrideAccess: false, user: editor, data: { tenant: other.tenant, title: 'Intrusion', slug: 'intrusion', _status: 'published' } }),
    ).rejects.toThrow()
    await expect(payload.update({ collection: 'pages', id: other.page.id, overrideAccess: false, user: editor, data: { title: 'Changed by a stranger' } })).rejects.toThrow()
    const untouched = await payload.findByID({ collection: 'pages', id: other.page.id })
    expect(untouched.title).not.toBe('Changed by a stranger')
    const none = await payload.find({ collection: 'pages', where: { slug: { equals: 'intrusion' } } })
    expect(none.docs).toHaveLength(0)
    const own = await payload.create({ collection: 'pages', overrideAccess: false, user: editor, data: { tenant: site.tenant, title: 'Mine', slug: 'mine', _status: 'published' } })
    expect(own.tenant).toMatchObject({ id: site.tenant })
  })

  it('publishes a scheduled page when its time comes, and not before', async () => {
    const draft = await payload.create({ collection: 'pages', draft: true, data: { tenant: site.tenant, title: 'Scheduled', slug: 'scheduled', _status: 'draft' } })
    await payload.jobs.queue({ task: 'schedulePublish', input: { type: 'publish', doc: { relationTo: 'pages', value: draft.id } }, waitUntil: new Date(Date.now() + 1500) })
    await payload.jobs.run({ queue: 'default' })
    expect((await payload.findByID({ collection: 'pages', id: draft.id }))._status).toBe('draft')
    await new Promise((resolve) => setTimeout(resolve, 1600))
    await payload.jobs.run({ queue: 'default' })
    expect((await payload.findByID({ collection: 'pages', id: draft.id }))._status).toBe('published')
  })
})

describe('promos and posts', () => {
  it('keep posts unique per website and hide drafts from shoppers', async () => {
    const post = { tenant: site.tenant, title: 'Hello', slug: 'hello', content: minimal.richText!.content, _status: 'draft' as const }
    await payload.create({ collection: 'posts', draft: true, data: post as never })
    await expect(payload.create({ collection: 'posts', data: { ...post, _status: 'published' } as never })).rejects.toMatchObject({
      data: { errors: [{ path: 'slug', message: 'Another post on this website already uses /blog/hello. Choose a different slug.' }] },
    })
    const shopperView = await payload.find({ collection: 'posts', overrideAccess: false, context: { websiteId: site.tenant }, where: { slug: { equals: 'hello' } } })
    expect(shopperView.docs).toHaveLength(0)
  })
})

import type { CollectionConfig } from 'payload'
import { pageBlocks } from '@blocks/index'
import { shopperRead } from './access/shopperRead'
import { staffOnly } from './access/staffOnly'
import { contentChangedHooks } from './hooks/contentChanged'
import { uniqueSlugPerWebsite } from './hooks/uniqueSlug'
import { slugField } from './fields/slug'
import { livePreviewFor } from './livePreview'

/**
 * A website's pages (§2), composed from blocks. The page with slug `home` is the home page; others
 * are served at /{slug} and /pages/{slug}. Drafts autosave, can be scheduled, and preview live on the
 * website's own host.
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    group: 'Content',
    description: 'Compose pages from blocks. The page with the slug "home" is your home page.',
    livePreview: livePreviewFor('pages', (doc) => (doc.slug === 'home' ? '/' : `/${doc.slug}`)),
  },
  access: {
    read: shopperRead([{ _status: { equals: 'published' } }]),
    readVersions: staffOnly,
    create: staffOnly,
    update: staffOnly,
    delete: staffOnly,
  },
  versions: { drafts: { autosave: { interval: 1500 }, schedulePublish: true }, maxPerDoc: 25 },
  indexes: [{ fields: ['tenant', 'slug'], unique: true }],
  hooks: { ...contentChangedHooks, beforeValidate: [uniqueSlugPerWebsite('pages', 'page')] },
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField((data) => data.title as string | undefined),
    { name: 'summary', type: 'textarea', admin: { description: 'Shown under the title and used as the meta description.' } },
    {
      name: 'hideTitle',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'For pages that open with a hero slider: the title is kept for screen readers only.' },
    },
    { name: 'content', type: 'richText', admin: { description: 'Optional text above the blocks.' } },
    { name: 'layout', type: 'blocks', blocks: pageBlocks, admin: { initCollapsed: false } },
  ],
}

import type { CollectionConfig } from 'payload'
import { shopperRead } from './access/shopperRead'
import { staffOnly } from './access/staffOnly'
import { slugField } from './fields/slug'

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', '_status', 'updatedAt'], group: 'Content' },
  access: {
    read: shopperRead([{ _status: { equals: 'published' } }]),
    readVersions: staffOnly,
    create: staffOnly,
    update: staffOnly,
    delete: staffOnly,
  },
  versions: { drafts: { autosave: { interval: 1500 }, schedulePublish: true }, maxPerDoc: 25 },
  indexes: [{ fields: ['tenant', 'slug'], unique: true }],
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField((data) => data.title as string | undefined),
    { name: 'summary', type: 'textarea', admin: { description: 'Shown under the title and used as the meta description.' } },
    { name: 'content', type: 'richText' },
  ],
}

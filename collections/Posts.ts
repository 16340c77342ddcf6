import type { CollectionConfig } from 'payload'
import { shopperRead } from './access/shopperRead'
import { staffOnly } from './access/staffOnly'
import { contentChangedHooks } from './hooks/contentChanged'
import { uniqueSlugPerWebsite } from './hooks/uniqueSlug'
import { slugField } from './fields/slug'
import { livePreviewFor } from './livePreview'

export const postCategories = [
  { value: 'news', label: 'News' },
  { value: 'vehicle-reviews', label: 'Vehicle reviews' },
  { value: 'tips', label: 'Tips and advice' },
  { value: 'events', label: 'Events' },
] as const

/** The website's blog (§2): drafts, autosave and scheduled publishing, with vehicle reviews as a category. */
export const Posts: CollectionConfig = {
  slug: 'posts',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'category', 'published_at', '_status'], group: 'Content', livePreview: livePreviewFor('posts', (doc) => `/blog/${doc.slug}`) },
  access: { read: shopperRead([{ _status: { equals: 'published' } }]), readVersions: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  versions: { drafts: { autosave: { interval: 1500 }, schedulePublish: true }, maxPerDoc: 25 },
  defaultSort: '-published_at',
  indexes: [{ fields: ['tenant', 'slug'], unique: true }],
  hooks: { ...contentChangedHooks, beforeValidate: [uniqueSlugPerWebsite('posts', 'post', '/blog/')] },
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField((data) => data.title as string | undefined),
    {
      type: 'row',
      fields: [
        { name: 'category', type: 'select', required: true, defaultValue: 'news', options: [...postCategories], index: true },
        { name: 'published_at', type: 'date', required: true, defaultValue: () => new Date().toISOString(), index: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
        { name: 'author', type: 'text' },
      ],
    },
    { name: 'excerpt', type: 'textarea', admin: { description: 'Shown on blog cards (cut at 80 characters) and as the meta description.' } },
    {
      type: 'row',
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media' },
        { name: 'image_url', type: 'text', admin: { description: 'Used when no image is uploaded.' } },
      ],
    },
    { name: 'content', type: 'richText', required: true },
  ],
}

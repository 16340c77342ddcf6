import type { CollectionConfig } from 'payload'
import { shopperRead } from './access/shopperRead'
import { contentChangedHooks } from './hooks/contentChanged'
import { staffOnly } from './access/staffOnly'
import { slugField } from './fields/slug'

export const Brands: CollectionConfig = {
  slug: 'brands',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'section', 'skipPage'], group: 'Content' },
  access: { read: shopperRead(), create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: contentChangedHooks,
  indexes: [{ fields: ['tenant', 'slug'], unique: true }],
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField((data) => data.title as string | undefined),
    {
      name: 'section',
      type: 'select',
      required: true,
      defaultValue: 'car',
      options: [
        { label: 'Car Brands', value: 'car' },
        { label: 'Motorcycle Brands', value: 'motorcycle' },
        { label: 'Truck Brands', value: 'truck' },
        { label: 'Our Brands', value: 'ours' },
      ],
    },
    { name: 'manufacturer', type: 'relationship', relationTo: 'manufacturers' },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    { name: 'logo_url', type: 'text', admin: { description: 'Used when no logo is uploaded.' } },
    { name: 'banner', type: 'upload', relationTo: 'media' },
    { name: 'description', type: 'array', fields: [{ name: 'paragraph', type: 'textarea', required: true }] },
    { name: 'skipPage', type: 'checkbox', defaultValue: false, admin: { description: 'Link the tile straight to the link below.' } },
    { name: 'link', type: 'text' },
    { name: 'sort', type: 'number', defaultValue: 0 },
  ],
}

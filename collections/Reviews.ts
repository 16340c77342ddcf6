import type { CollectionConfig } from 'payload'
import { shopperRead } from './access/shopperRead'
import { contentChangedHooks } from './hooks/contentChanged'
import { staffOnly } from './access/staffOnly'

export const Reviews: CollectionConfig = {
  slug: 'reviews',
  admin: { useAsTitle: 'customer_name', defaultColumns: ['customer_name', 'rating', 'location', 'review_date', 'hidden'], group: 'Dealer' },
  access: { read: shopperRead([{ hidden: { not_equals: true } }]), create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: contentChangedHooks,
  defaultSort: '-review_date',
  fields: [
    { name: 'location', type: 'relationship', relationTo: 'locations', required: true, index: true },
    { name: 'customer_name', type: 'text', required: true },
    { name: 'rating', type: 'number', required: true, min: 1, max: 5 },
    { name: 'text', type: 'textarea' },
    { name: 'review_date', type: 'date', required: true, index: true },
    { name: 'reply_text', type: 'textarea' },
    { name: 'reply_date', type: 'date' },
    { name: 'hidden', type: 'checkbox', defaultValue: false, admin: { description: 'Hidden reviews never show on the site.' } },
  ],
}

import type { CollectionConfig } from 'payload'
import { templateKeys } from '@tenants/templates'
import { shopperRead } from './access/shopperRead'
import { dealerAdminOrAbove } from './access/dealerAdminOrAbove'
import { staffOnly } from './access/staffOnly'
import { slugField } from './fields/slug'

export const Dealerships: CollectionConfig = {
  slug: 'dealerships',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'average_rating', 'review_count'], group: 'Dealer' },
  access: { read: shopperRead(), create: dealerAdminOrAbove, update: staffOnly, delete: dealerAdminOrAbove },
  indexes: [{ fields: ['tenant', 'slug'], unique: true }],
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField((data) => data.name as string | undefined),
    { name: 'dealership_id', type: 'text', index: true, admin: { description: 'The id of this dealership in the stock feed or DMS.' } },
    { name: 'template', type: 'select', options: templateKeys.map((value) => ({ label: value, value })) },
    { name: 'phone', type: 'text' },
    { name: 'average_rating', type: 'number', min: 0, max: 5 },
    { name: 'review_count', type: 'number', min: 0, defaultValue: 0 },
    { name: 'locations', type: 'join', collection: 'locations', on: 'dealership' },
  ],
}

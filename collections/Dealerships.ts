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
    {
      type: 'collapsible',
      label: 'Lead delivery',
      fields: [
        {
          name: 'lead_emails',
          type: 'text',
          hasMany: true,
          validate: (values: string[] | null | undefined) =>
            (values ?? []).every((v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v)) || 'Each entry must be an e-mail address.',
          admin: { description: "Leads are e-mailed here (a location's own e-mail wins for its leads). Empty: the website's e-mail." },
        },
        {
          name: 'crm_webhook_url',
          type: 'text',
          validate: (value: string | null | undefined) => !value || /^https?:\/\/\S+$/.test(value) || 'Use a full http(s) address.',
          admin: { description: 'Your CRM receives every lead here as ADF/XML. Empty: the platform CRM_WEBHOOK_URL, if any.' },
        },
      ],
    },
    { name: 'locations', type: 'join', collection: 'locations', on: 'dealership' },
  ],
}

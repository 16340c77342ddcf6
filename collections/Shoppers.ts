import type { CollectionConfig } from 'payload'
import { dealerAdminOrAbove } from './access/dealerAdminOrAbove'
import { staffOnly } from './access/staffOnly'

const nobody = () => false

/**
 * Signed-in shoppers (§3 User): one per website and phone, created the first time a phone code is
 * verified. They never sign in to the admin; staff of their website can read them.
 */
export const Shoppers: CollectionConfig = {
  slug: 'shoppers',
  admin: { useAsTitle: 'phone', defaultColumns: ['phone', 'first_name', 'last_name', 'email', 'last_signed_in_at'], group: 'Leads' },
  access: { read: staffOnly, create: nobody, update: dealerAdminOrAbove, delete: dealerAdminOrAbove },
  indexes: [{ fields: ['tenant', 'phone'], unique: true }],
  fields: [
    { name: 'phone', type: 'text', required: true, admin: { readOnly: true, description: 'Australian mobile in national form.' } },
    {
      type: 'row',
      fields: [
        { name: 'first_name', type: 'text' },
        { name: 'last_name', type: 'text' },
        { name: 'email', type: 'email' },
      ],
    },
    { name: 'dealership_slug', type: 'text' },
    { name: 'last_signed_in_at', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
  ],
}

import type { CollectionConfig } from 'payload'
import { staffOnly } from './access/staffOnly'

const nobody = () => false

/** Every phone-code attempt (§7 verifications table): sends (`sms`) and checks (`verify`), with their outcome. */
export const Verifications: CollectionConfig = {
  slug: 'verifications',
  admin: { useAsTitle: 'outcome', defaultColumns: ['verification_type', 'outcome', 'phone_hint', 'user', 'createdAt'], group: 'Leads' },
  access: { read: staffOnly, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'website_slug', type: 'text' },
        { name: 'dealership_slug', type: 'text' },
        { name: 'verification_type', type: 'select', required: true, options: ['sms', 'verify'] },
      ],
    },
    { name: 'outcome', type: 'select', required: true, index: true, options: ['sent', 'approved', 'rejected', 'expired', 'limited', 'refused', 'error'] },
    { name: 'phone_hint', type: 'text', admin: { description: 'The last three digits only.' } },
    { name: 'user', type: 'relationship', relationTo: 'shoppers' },
    { name: 'ip_hash', type: 'text', admin: { hidden: true } },
  ],
}

import type { CollectionConfig } from 'payload'
import { staffOnly } from './access/staffOnly'

const nobody = () => false

export const leadDestinations = ['dealer-email', 'crm', 'shopper-email'] as const
export type LeadDestination = (typeof leadDestinations)[number]

/**
 * One row per lead and destination: the delivery pipeline claims, retries and records each one
 * on its own, so a CRM outage never holds back the dealer's e-mail.
 */
export const LeadDeliveries: CollectionConfig = {
  slug: 'lead-deliveries',
  admin: {
    useAsTitle: 'target',
    defaultColumns: ['lead', 'destination', 'status', 'attempts', 'last_error', 'updatedAt'],
    group: 'Leads',
    description: 'Where each lead went, how many attempts it took and the last error.',
  },
  access: { read: staffOnly, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['lead', 'destination'], unique: true }],
  fields: [
    { name: 'lead', type: 'relationship', relationTo: 'leads', required: true, index: true },
    {
      type: 'row',
      fields: [
        { name: 'destination', type: 'select', required: true, options: [...leadDestinations] },
        { name: 'status', type: 'select', required: true, index: true, defaultValue: 'pending', options: ['pending', 'sending', 'delivered', 'failed'] },
        { name: 'attempts', type: 'number', defaultValue: 0 },
      ],
    },
    { name: 'target', type: 'text', admin: { description: 'The e-mail address or webhook the lead goes to.' } },
    { name: 'last_error', type: 'text' },
    { name: 'delivered_at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}

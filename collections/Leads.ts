import type { CollectionConfig } from 'payload'
import { leadTypes } from '@/domain/leads/forms'
import { dealerAdminOrAbove } from './access/dealerAdminOrAbove'
import { staffOnly } from './access/staffOnly'
import { resendLeadEndpoint } from './Leads/resend'

const nobody = () => false

/**
 * Every enquiry a shopper sends (§3 "Enquiry form"). Created only by POST /api/leads (after
 * validation, before any delivery); staff read them for their own websites and can re-send.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'type', 'category', 'delivery_status', 'createdAt'],
    listSearchableFields: ['email', 'phone', 'name', 'last_name', 'summary'],
    group: 'Leads',
    description: 'Enquiries from the website, newest first. Filter by type and date; open one to see where it was delivered and re-send it.',
  },
  defaultSort: '-createdAt',
  access: { read: staffOnly, create: nobody, update: dealerAdminOrAbove, delete: dealerAdminOrAbove },
  indexes: [{ fields: ['tenant', 'idempotency_key'], unique: true }],
  endpoints: [resendLeadEndpoint],
  fields: [
    { name: 'summary', type: 'text', admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        // In the order the leads migration created the type's values.
        { name: 'type', type: 'select', required: true, index: true, options: [...leadTypes.filter((t) => t !== 'finance'), 'trade-in', 'finance', 'reservation'], admin: { readOnly: true } },
        { name: 'category', type: 'text', index: true, admin: { readOnly: true } },
        { name: 'subcategory', type: 'text', admin: { readOnly: true } },
      ],
    },
    {
      name: 'delivery_status',
      type: 'select',
      index: true,
      defaultValue: 'pending',
      options: ['pending', 'delivered', 'failed'],
      admin: { readOnly: true, position: 'sidebar', description: 'Delivered once every destination took it.' },
    },
    {
      type: 'collapsible',
      label: 'Contact',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text' },
            { name: 'last_name', type: 'text' },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'email', type: 'email', index: true },
            { name: 'phone', type: 'text', index: true },
            { name: 'postcode', type: 'text' },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'preferred_contact', type: 'select', options: ['Phone', 'Email', 'SMS'] },
            { name: 'opt_in', type: 'checkbox' },
            { name: 'terms_conditions', type: 'checkbox' },
          ],
        },
        { name: 'message', type: 'textarea' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'car', type: 'relationship', relationTo: 'cars', index: true },
        { name: 'location', type: 'relationship', relationTo: 'locations' },
        { name: 'dealership', type: 'relationship', relationTo: 'dealerships', index: true },
      ],
    },
    { name: 'car_snapshot', type: 'json', admin: { readOnly: true, description: 'The car as the shopper saw it when they enquired.' } },
    { name: 'answers', type: 'json', admin: { readOnly: true, description: 'Everything else the form asked: dates, rego, finance and trade-in answers.' } },
    {
      type: 'collapsible',
      label: 'Attribution',
      admin: { initCollapsed: true },
      fields: [
        { name: 'source', type: 'text', defaultValue: 'Website', admin: { readOnly: true } },
        { name: 'url', type: 'text', admin: { readOnly: true } },
        { name: 'user_agent', type: 'text', admin: { readOnly: true } },
        { name: 'lead_attributes', type: 'json', admin: { readOnly: true } },
        { name: 'analytics_event', type: 'number', admin: { readOnly: true } },
      ],
    },
    { name: 'idempotency_key', type: 'text', required: true, admin: { hidden: true } },
    { name: 'access_token_hash', type: 'text', admin: { hidden: true } },
    {
      name: 'deliveries',
      type: 'join',
      collection: 'lead-deliveries',
      on: 'lead',
      admin: { defaultColumns: ['destination', 'target', 'status', 'attempts', 'last_error', 'delivered_at'] },
    },
    { name: 'resend', type: 'ui', admin: { components: { Field: '@/components/admin/ResendLeadButton#ResendLeadButton' } } },
  ],
}

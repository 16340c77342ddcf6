import type { CollectionConfig } from 'payload'
import { staffOnly } from './access/staffOnly'

const nobody = () => false

/**
 * Pre-approvals from the finance popup (§2, §7 create-customer): who applied, for which car, what the
 * finance partner answered and where it sent them. Written only by POST /api/youx/create-customer.
 */
export const FinanceApplications: CollectionConfig = {
  slug: 'finance-applications',
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'status', 'last_name', 'car', 'weekly_repayment', 'createdAt'],
    group: 'Leads',
    description: 'Instant pre-approvals from the finance popup, newest first. The matching Finance Enquiry is in Leads.',
  },
  defaultSort: '-createdAt',
  access: { read: staffOnly, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'reference', type: 'text', required: true, index: true, admin: { readOnly: true } },
        { name: 'status', type: 'select', required: true, options: ['pre-approved', 'referred'], admin: { readOnly: true } },
        { name: 'partner', type: 'text', admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'first_name', type: 'text' },
        { name: 'last_name', type: 'text' },
        { name: 'email', type: 'email' },
        { name: 'phone', type: 'text', index: true },
        { name: 'postcode', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'shopper', type: 'relationship', relationTo: 'shoppers', index: true },
        { name: 'car', type: 'relationship', relationTo: 'cars' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'purchase_price', type: 'number' },
        { name: 'loan_term', type: 'number', admin: { description: 'Years.' } },
        { name: 'credit_score', type: 'select', options: ['GREAT', 'DECENT', 'POOR'] },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'weekly_repayment', type: 'number' },
        { name: 'advertised_rate', type: 'number' },
        { name: 'comparison_rate', type: 'number' },
      ],
    },
    { name: 'subscribe', type: 'checkbox' },
    { name: 'redirect_url', type: 'text', admin: { readOnly: true } },
    { name: 'lead_key', type: 'text', admin: { readOnly: true, description: 'The idempotency key of the Finance Enquiry sent with it.' } },
  ],
}

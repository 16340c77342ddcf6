import type { CollectionConfig } from 'payload'
import { handovers, paymentMethods } from '@/domain/checkout/schema'
import { staffOnly } from './access/staffOnly'
import { reservationStatusChanged } from './hooks/reservationStatus'

const nobody = () => false

export const reservationStatuses = ['awaiting-payment', 'held', 'sold', 'cancelled', 'expired'] as const
export type ReservationStatus = (typeof reservationStatuses)[number]

/**
 * Reserve and buy-online checkouts (§2 /cars/{slug}/checkout, §9 "Reserve and purchase"). A checkout
 * holds its car while it is awaiting payment or held; staff mark it sold or cancelled, and an
 * unfinished hold expires by itself. Written by POST /api/checkout and the payment provider's webhook.
 */
export const Reservations: CollectionConfig = {
  slug: 'reservations',
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'status', 'mode', 'car', 'last_name', 'held_until', 'createdAt'],
    group: 'Leads',
    description: 'Cars reserved or bought online, newest first. Mark a reservation Sold when the car is handed over, or Cancelled (refund the deposit) to put the car back on sale.',
  },
  defaultSort: '-createdAt',
  access: { read: staffOnly, create: nobody, update: staffOnly, delete: nobody },
  hooks: { afterChange: [reservationStatusChanged] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'reference', type: 'text', required: true, unique: true, admin: { readOnly: true } },
        {
          name: 'status',
          type: 'select',
          required: true,
          index: true,
          options: [
            { label: 'Awaiting payment', value: 'awaiting-payment' },
            { label: 'Held', value: 'held' },
            { label: 'Sold', value: 'sold' },
            { label: 'Cancelled', value: 'cancelled' },
            { label: 'Expired', value: 'expired' },
          ],
        },
        { name: 'mode', type: 'select', required: true, options: [{ label: 'Reserve', value: 'reserve' }, { label: 'Buy online', value: 'buy' }], admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'car', type: 'relationship', relationTo: 'cars', required: true, index: true, admin: { readOnly: true } },
        { name: 'price', type: 'number', admin: { readOnly: true, description: 'The price shown when the shopper checked out.' } },
        { name: 'deposit', type: 'number', admin: { readOnly: true } },
        { name: 'held_until', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'A later time keeps the car held for longer.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'first_name', type: 'text', admin: { readOnly: true } },
        { name: 'last_name', type: 'text', admin: { readOnly: true } },
        { name: 'email', type: 'email', admin: { readOnly: true } },
        { name: 'phone', type: 'text', index: true, admin: { readOnly: true } },
        { name: 'postcode', type: 'text', admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'payment_method', type: 'select', options: [...paymentMethods], admin: { readOnly: true } },
        { name: 'handover', type: 'select', options: [...handovers], admin: { readOnly: true } },
        { name: 'trade_in', type: 'checkbox', admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'payment_provider', type: 'text', admin: { readOnly: true } },
        { name: 'payment_ref', type: 'text', index: true, admin: { readOnly: true } },
        { name: 'paid_at', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    { name: 'payment_url', type: 'text', admin: { readOnly: true, description: "The provider's payment page, offered again if the shopper sends the form twice." } },
    {
      type: 'row',
      fields: [
        { name: 'shopper', type: 'relationship', relationTo: 'shoppers', admin: { readOnly: true } },
        { name: 'lead', type: 'relationship', relationTo: 'leads', admin: { readOnly: true } },
      ],
    },
    { name: 'idempotency_key', type: 'text', required: true, index: true, admin: { readOnly: true } },
    { name: 'notes', type: 'textarea', admin: { description: 'For staff: refunds, handover arrangements.' } },
  ],
}

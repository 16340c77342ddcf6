import type { CollectionConfig, Field } from 'payload'
import { shopperRead } from './access/shopperRead'
import { contentChangedHooks } from './hooks/contentChanged'
import { dealerAdminOrAbove } from './access/dealerAdminOrAbove'
import { staffOnly } from './access/staffOnly'
import { states } from './Cars/options'
import { slugField } from './fields/slug'

const timeOfDay = /^([01]\d|2[0-3]):[0-5]\d$/
const validTime = (value: string | null | undefined) => !value || timeOfDay.test(value) || 'Use 24-hour time such as 08:30.'

const weekdayOptions = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((label, day) => ({
  label,
  value: String(day),
}))

const hoursStatus: Field = {
  name: 'status',
  type: 'select',
  required: true,
  defaultValue: 'Open',
  options: ['Open', 'Closed'],
}

export const Locations: CollectionConfig = {
  slug: 'locations',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'location_type', 'dealership', 'primary', 'visible'], group: 'Dealer' },
  access: {
    read: shopperRead([{ visible: { equals: true } }]),
    create: dealerAdminOrAbove,
    update: staffOnly,
    delete: dealerAdminOrAbove,
  },
  indexes: [{ fields: ['tenant', 'slug'], unique: true }],
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField((data) => data.name as string | undefined),
    {
      type: 'row',
      fields: [
        { name: 'primary', type: 'checkbox', defaultValue: false },
        { name: 'visible', type: 'checkbox', defaultValue: true, index: true },
        { name: 'hide_from_blocks', type: 'checkbox', defaultValue: false, label: 'Leave out of location blocks', admin: { description: 'Still has its own page; page blocks that list locations skip it.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'location_type',
          type: 'select',
          options: ['sales', 'service', 'parts'],
          admin: { description: 'Empty means sales.' },
        },
        { name: 'location_subtype', type: 'select', hasMany: true, options: ['sales', 'service', 'parts', 'buying'] },
      ],
    },
    { name: 'dealership', type: 'relationship', relationTo: 'dealerships', required: true, index: true },
    { name: 'dealership_slug', type: 'text', admin: { readOnly: true, description: 'Copied from the dealership on save.' } },
    { name: 'manufacturers', type: 'relationship', relationTo: 'manufacturers', hasMany: true },
    {
      type: 'row',
      fields: [
        { name: 'dealer_license_number', type: 'text' },
        { name: 'motor_vehicle_repairer', type: 'text', label: 'Motor vehicle repairer number' },
      ],
    },
    {
      name: 'distribution_locations',
      type: 'relationship',
      relationTo: 'locations',
      hasMany: true,
      admin: { description: 'Locations a car here can be delivered to for a test drive.' },
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'address',
      type: 'group',
      fields: [
        { name: 'street', type: 'text' },
        {
          type: 'row',
          fields: [
            { name: 'city', type: 'text' },
            { name: 'state', type: 'select', options: [...states] },
            { name: 'postcode', type: 'text', validate: (v: string | null | undefined) => !v || /^\d{4}$/.test(v) || 'Use a 4-digit postcode.' },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'lat', type: 'number', min: -90, max: 90 },
            { name: 'long', type: 'number', min: -180, max: 180 },
          ],
        },
        { name: 'place_id', type: 'text' },
        { name: 'place_url', type: 'text' },
        { name: 'map_key', type: 'text' },
      ],
    },
    {
      name: 'contact_detail',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'phone', type: 'text' },
            { name: 'landline_phone', type: 'text' },
            { name: 'email', type: 'email' },
          ],
        },
        {
          name: 'opening_hours',
          type: 'array',
          labels: { singular: 'Day', plural: 'Opening hours' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'weekday', type: 'select', required: true, options: weekdayOptions },
                hoursStatus,
                { name: 'open', type: 'text', validate: validTime, admin: { placeholder: '08:30' } },
                { name: 'close', type: 'text', validate: validTime, admin: { placeholder: '17:30' } },
              ],
            },
            { name: 'formated_hours', type: 'text', admin: { description: 'Optional text shown instead of the times.' } },
          ],
        },
      ],
    },
    {
      name: 'special_hours',
      type: 'array',
      labels: { singular: 'Special day', plural: 'Special hours' },
      admin: { description: 'Public holidays and other days with different hours.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'date', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
            hoursStatus,
            { name: 'start_hour', type: 'text', validate: validTime },
            { name: 'end_hour', type: 'text', validate: validTime },
          ],
        },
        { name: 'label', type: 'text', admin: { placeholder: 'Christmas Day' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'average_rating', type: 'number', min: 0, max: 5 },
        { name: 'review_count', type: 'number', min: 0, defaultValue: 0 },
      ],
    },
    { name: 'reviews', type: 'join', collection: 'reviews', on: 'location' },
  ],
  hooks: {
    ...contentChangedHooks,
    beforeChange: [
      async ({ data, req }) => {
        const dealershipId = typeof data.dealership === 'object' ? data.dealership?.id : data.dealership
        if (!dealershipId) return data
        const dealership = await req.payload.findByID({ collection: 'dealerships', id: dealershipId, depth: 0, req })
        return { ...data, dealership_slug: dealership.slug }
      },
    ],
  },
}

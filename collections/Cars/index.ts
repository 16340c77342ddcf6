import type { JSONSchema4 } from 'json-schema'
import type { CollectionConfig, Field } from 'payload'
import { shopperRead } from '../access/shopperRead'
import { staffOnly } from '../access/staffOnly'
import { denormaliseCar, nameAndSlugCar } from './hooks/denormalise'
import { stockChangedAfterChange, stockChangedAfterDelete } from './hooks/stockChanged'
import { carStatuses, carTypes, itemTypes, priceTypes, simpleBodies, simpleFuels, simpleTransmissions, states } from './options'

const text = (name: string, extra: Partial<Field> = {}): Field => ({ name, type: 'text', ...extra }) as Field
const num = (name: string, extra: Partial<Field> = {}): Field => ({ name, type: 'number', ...extra }) as Field
const readOnly = { admin: { readOnly: true } }

const imagesSchema: JSONSchema4 = {
  type: 'array',
  items: {
    type: 'object',
    required: ['url'],
    properties: { url: { type: 'string' }, thumb: { type: 'string' }, alt: { type: 'string' } },
  },
}

export const Cars: CollectionConfig = {
  slug: 'cars',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'stocknum', 'car_type', 'status', 'price', 'location'],
    listSearchableFields: ['name', 'stocknum', 'vin', 'regplate'],
    group: 'Stock',
  },
  access: {
    read: shopperRead([{ show_on_dealer_website: { equals: true } }]),
    create: staffOnly,
    update: staffOnly,
    delete: staffOnly,
  },
  defaultSort: '-createdAt',
  indexes: [
    { fields: ['tenant', 'slug'], unique: true },
    { fields: ['tenant', 'status', 'show_on_dealer_website'] },
    { fields: ['tenant', 'stocknum'] },
    { fields: ['tenant', 'make', 'model'] },
    { fields: ['tenant', 'price'] },
  ],
  hooks: {
    beforeValidate: [nameAndSlugCar],
    beforeChange: [denormaliseCar],
    afterChange: [stockChangedAfterChange],
    afterDelete: [stockChangedAfterDelete],
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Listing',
          fields: [
            text('name', { admin: { description: 'Filled from year, make, model and badge when empty.' } }),
            text('slug', {
              index: true,
              admin: { position: 'sidebar', description: 'Unique within this website; filled in on save.' },
              validate: (v: string | null | undefined) => (typeof v === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v)) || 'Use lower-case words joined by dashes.',
            } as Partial<Field>),
            {
              type: 'row',
              fields: [
                { name: 'car_type', type: 'select', required: true, options: [...carTypes], index: true },
                { name: 'status', type: 'select', defaultValue: 'in_stock', options: [...carStatuses], index: true },
                { name: 'item_type', type: 'select', defaultValue: 'car', options: [...itemTypes], index: true },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'show_on_dealer_website', type: 'checkbox', defaultValue: true },
                { name: 'reserved', type: 'checkbox', defaultValue: false },
                { name: 'certified', type: 'checkbox', defaultValue: false },
                { name: 'preorder', type: 'checkbox', defaultValue: false },
              ],
            },
            { name: 'sold', type: 'checkbox', ...readOnly },
            { name: 'sold_date', type: 'date', index: true, admin: { description: 'Set when the car is marked sold.' } },
            text('tag', { admin: { description: 'Free text shown as the card tag, e.g. "Low kms".' } }),
            {
              type: 'row',
              fields: [
                num('price', { min: 0, index: true }),
                num('before_price', { min: 0, label: 'Was price' }),
                num('offer_price', { min: 0 }),
                num('subscription_price', { min: 0 }),
              ],
            },
            { name: 'price_type', type: 'select', options: [...priceTypes] },
            num('reserve_deposit', { min: 0, admin: { description: 'Overrides the website reserve deposit; zero hides it.' } }),
            { name: 'dealercomments', type: 'textarea', label: 'Dealer comments' },
            text('carsales_title'),
            { name: 'categories', type: 'json', admin: { description: 'Search categories, e.g. ["Family", "Off-road"].' } },
            { name: 'filtered_features', type: 'json', admin: { description: 'Searchable features, e.g. ["Apple CarPlay"].' } },
            { name: 'payment_processors', type: 'json' },
            num('views', { defaultValue: 0, min: 0, ...readOnly }),
          ],
        },
        {
          label: 'Vehicle',
          fields: [
            {
              type: 'row',
              fields: [
                num('year', { min: 1900, max: 2100, index: true }),
                text('make', { required: true, index: true }),
                text('model', { required: true, index: true }),
                text('badge'),
                text('series'),
              ],
            },
            {
              type: 'row',
              fields: [
                text('colour', { index: true }),
                text('interior_colour'),
                text('body'),
                { name: 'simple_body', type: 'select', options: [...simpleBodies], index: true },
                text('bodyconfiguration'),
              ],
            },
            {
              type: 'row',
              fields: [
                text('trans'),
                { name: 'simple_transmission', type: 'select', options: [...simpleTransmissions] },
                num('gearnum', { min: 0, max: 12 }),
                text('drive'),
              ],
            },
            {
              type: 'row',
              fields: [
                text('fuel'),
                { name: 'simple_fuel', type: 'select', options: [...simpleFuels], index: true },
                num('engine_size', { min: 0, admin: { description: 'cc' } }),
                num('engine_size_litres', { min: 0 }),
              ],
            },
            {
              type: 'row',
              fields: [num('km', { min: 0, index: true }), num('seats', { min: 0, max: 60 }), num('doors', { min: 0, max: 6 })],
            },
            {
              type: 'row',
              fields: [text('stocknum', { index: true }), text('vin'), text('nvic'), { name: 'has_nvic', type: 'checkbox' }],
            },
            {
              type: 'row',
              fields: [
                text('regplate'),
                { name: 'rego_expiry', type: 'date' },
                { name: 'build_date', type: 'date' },
                { name: 'compliance_date', type: 'date' },
              ],
            },
            {
              name: 'variant',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [num('cylinders'), num('enginesize'), num('enginesize_litres'), text('induction'), text('geartype')],
                },
                {
                  type: 'row',
                  fields: [num('fuelconsumptioncombined'), num('fuelcapacity'), num('grossvehiclemass'), num('towingcapacitybraked')],
                },
                {
                  type: 'row',
                  fields: [num('vehiclelength'), num('vehicleheight'), num('vehiclewidth'), text('torque'), num('ancaprating', { min: 0, max: 5 })],
                },
                text('bodyconfiguration'),
              ],
            },
            {
              name: 'caravan',
              label: 'Caravan specifications',
              type: 'group',
              admin: { condition: (data) => ['caravan', 'motorhome', 'camper'].includes(data?.item_type) },
              fields: [
                {
                  type: 'row',
                  fields: [num('body_width'), num('body_length'), num('tare_weight'), text('axle_type'), num('sleeps'), num('aggregate_trailer_mass')],
                },
              ],
            },
            { name: 'standardEquipment', type: 'json', label: 'Standard equipment', admin: { description: 'A list of feature names.' } },
          ],
        },
        {
          label: 'Media',
          fields: [
            { name: 'images', type: 'json', jsonSchema: { uri: 'forecourt://car-images.json', fileMatch: ['forecourt://car-images.json'], schema: imagesSchema } },
            num('photos_count', readOnly),
            text('primary_image_url', readOnly),
            text('video_url'),
            text('external_video_url'),
            { name: 'spin_images', type: 'json', admin: { description: 'Exterior 360 frames, in order.' } },
            text('spin_interior_image'),
            text('spin_code'),
            { name: 'hotspots', type: 'json', admin: { description: '{ exterior: [...], interior: [...] } with positions and labels.' } },
            text('file', { label: 'History report', admin: { description: 'Address of the history report file.' } }),
          ],
        },
        {
          label: 'Location',
          fields: [
            { name: 'location', type: 'relationship', relationTo: 'locations', index: true },
            { name: 'dealership', type: 'relationship', relationTo: 'dealerships', index: true, ...readOnly },
            text('dealership_slug', readOnly),
            text('dealership_name', { ...readOnly, index: true }),
            text('location_name', readOnly),
            text('city', { ...readOnly, index: true }),
            { name: 'state', type: 'select', options: [...states], ...readOnly },
            text('private_suburb'),
            text('private_postcode'),
          ],
        },
        {
          label: 'Pricing data',
          fields: [
            {
              name: 'autograb_data',
              type: 'group',
              fields: [{ type: 'row', fields: [num('average_market_price'), num('state_average_market_price')] }],
            },
            {
              name: 'youxQuote',
              type: 'group',
              fields: [{ type: 'row', fields: [num('weeklyRepaymentAmount'), num('advertisedRate'), num('comparisonRate')] }],
            },
            { name: 'finance_lenders', type: 'json', admin: { description: 'Lender figures keyed by provider (Taurus, Angle, …).' } },
          ],
        },
      ],
    },
  ],
}

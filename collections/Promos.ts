import type { CollectionConfig } from 'payload'
import { shopperRead } from './access/shopperRead'
import { staffOnly } from './access/staffOnly'
import { contentChangedHooks } from './hooks/contentChanged'

/**
 * Dated promotions (§3): a tile among search results at a set position, or a banner in the
 * promotions slider. Shown only between start and expiry and for the car types they name.
 */
export const Promos: CollectionConfig = {
  slug: 'promos',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'starts_at', 'expires_at', 'position'],
    group: 'Content',
    description: 'Offers shown as search-result tiles or promotion banners between their start and expiry.',
  },
  access: { read: shopperRead(), create: staffOnly, update: staffOnly, delete: staffOnly },
  defaultSort: 'position',
  hooks: contentChangedHooks,
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'tile',
          options: [
            { value: 'tile', label: 'Tile among search results' },
            { value: 'banner', label: 'Banner in the promotions slider (1920 × 540)' },
          ],
        },
        { name: 'position', type: 'number', min: 1, max: 60, admin: { description: 'Tiles: the place among the results, counting from 1 (e.g. 8).' } },
      ],
    },
    { name: 'text', type: 'textarea' },
    {
      type: 'row',
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media' },
        { name: 'image_url', type: 'text', admin: { description: 'Used when no image is uploaded.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'cta_label', type: 'text', required: true, defaultValue: 'Find out more' },
        { name: 'href', type: 'text', required: true, admin: { placeholder: '/special-offers' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'starts_at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Empty: from now.' } },
        { name: 'expires_at', type: 'date', index: true, admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Empty: until removed.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'car_types', type: 'select', hasMany: true, options: ['new', 'demo', 'used'], admin: { description: 'Empty: every search.' } },
        { name: 'strict_display', type: 'checkbox', defaultValue: false, admin: { description: 'Only on searches filtered to these car types alone.' } },
      ],
    },
  ],
}

import type { Block } from 'payload'
import { sortKeys, sortLabels } from '@/search/facets'

/** §2 stock grid: live stock from the search engine with preset filters, as a grid or a carousel. */
export const StockGridBlock: Block = {
  slug: 'stockGrid',
  interfaceName: 'StockGridBlock',
  labels: { singular: 'Stock grid', plural: 'Stock grids' },
  admin: { group: 'Stock' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Featured stock', admin: { description: 'Leave empty for no heading.' } },
    {
      type: 'row',
      fields: [
        { name: 'carTypes', type: 'select', hasMany: true, options: ['new', 'demo', 'used'], admin: { description: 'Empty shows every type.', width: '50%' } },
        { name: 'makes', type: 'text', hasMany: true, admin: { description: 'e.g. Toyota. Empty shows every make.', width: '50%' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'bodies', type: 'text', hasMany: true, admin: { description: 'e.g. SUV, Ute.', width: '50%' } },
        { name: 'maxPrice', type: 'number', min: 0, max: 1_000_000, admin: { description: 'Only cars up to this price.', width: '50%' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'sort', type: 'select', defaultValue: 'latest', options: sortKeys.map((key) => ({ label: sortLabels[key], value: key })), admin: { width: '33%' } },
        { name: 'limit', type: 'number', defaultValue: 6, min: 3, max: 24, admin: { description: 'How many cars (3 to 24).', width: '33%' } },
        { name: 'specialsOnly', type: 'checkbox', defaultValue: false, admin: { description: 'Only cars with an offer price.', width: '33%' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'carousel', type: 'checkbox', defaultValue: false, admin: { description: 'One swipeable row instead of a grid.' } },
        { name: 'showCount', type: 'checkbox', defaultValue: true, admin: { description: 'A "Show Me N Cars" button to the full search.' } },
      ],
    },
  ],
}

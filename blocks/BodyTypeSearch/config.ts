import type { Block } from 'payload'

/** §2 body-type search: a tile per body style, each opening the stock of that body. */
export const BodyTypeSearchBlock: Block = {
  slug: 'bodyTypeSearch',
  interfaceName: 'BodyTypeSearchBlock',
  labels: { singular: 'Body-type search', plural: 'Body-type searches' },
  admin: { group: 'Stock' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Search by body type' },
    { name: 'bodies', type: 'text', hasMany: true, defaultValue: ['SUV', 'Sedan', 'Hatch', 'Ute', 'Wagon', 'Van'], admin: { description: 'Body styles as they appear in your stock.' } },
    { name: 'showCounts', type: 'checkbox', defaultValue: true, admin: { description: 'Show how many cars of each body are in stock; bodies with none are left out.' } },
  ],
}

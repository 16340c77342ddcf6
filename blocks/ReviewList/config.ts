import type { Block } from 'payload'

/** §5 review list: shown only above the website's minimum rating, never hidden ones. */
export const ReviewListBlock: Block = {
  slug: 'reviewList',
  interfaceName: 'ReviewListBlock',
  labels: { singular: 'Review list', plural: 'Review lists' },
  admin: { group: 'Dealership' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'What our customers say' },
    { name: 'location', type: 'relationship', relationTo: 'locations', admin: { description: 'Leave empty for every location of this website.' } },
    { name: 'limit', type: 'number', defaultValue: 6, min: 1, max: 30 },
  ],
}

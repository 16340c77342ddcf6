import type { Block } from 'payload'

/** §5 review badge: the average rating in stars and `Based on N reviews`, linking to the review list. */
export const ReviewBadgeBlock: Block = {
  slug: 'reviewBadge',
  interfaceName: 'ReviewBadgeBlock',
  labels: { singular: 'Review badge', plural: 'Review badges' },
  admin: { group: 'Dealership' },
  fields: [{ name: 'location', type: 'relationship', relationTo: 'locations', admin: { description: 'Leave empty for every location of this website.' } }],
}

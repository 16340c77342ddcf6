import type { Block } from 'payload'
import { locationButtonLabels, locationButtons } from '@/components/content/LocationCard'
import { locationFilters } from '@/domain/content/locationFilter'

const filterLabels: Record<(typeof locationFilters)[number], string> = {
  all: 'All locations',
  primary: 'The primary location',
  sales: 'Sales locations',
  service: 'Service locations',
  parts: 'Parts locations',
  'service-and-parts': 'Service and parts locations',
  location: 'One location',
}

/** §2 location cards: which locations, shown as one card, a grid, or the Our Locations carousel. */
export const LocationCardsBlock: Block = {
  slug: 'locationCards',
  interfaceName: 'LocationCardsBlock',
  labels: { singular: 'Location cards', plural: 'Location cards' },
  admin: { group: 'Dealership' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Our Locations' },
    {
      type: 'row',
      fields: [
        { name: 'filter', type: 'select', required: true, defaultValue: 'all', options: locationFilters.map((value) => ({ value, label: filterLabels[value] })), admin: { width: '50%' } },
        {
          name: 'location',
          type: 'relationship',
          relationTo: 'locations',
          admin: { width: '50%', condition: (_, sibling) => sibling?.filter === 'location', description: 'The location to show.' },
        },
      ],
    },
    { name: 'layout', type: 'select', defaultValue: 'grid', options: [{ value: 'grid', label: 'Grid' }, { value: 'carousel', label: 'Carousel (swipe)' }] },
    {
      name: 'buttons',
      type: 'select',
      hasMany: true,
      defaultValue: ['contact', 'details', 'directions'],
      options: locationButtons.map((value) => ({ value, label: locationButtonLabels[value] })),
      admin: { description: 'Book a Service shows only on locations that service cars.' },
    },
  ],
}

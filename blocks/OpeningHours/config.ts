import type { Block } from 'payload'

/** §2 opening hours: a location's week, Monday first, with today highlighted and holiday hours. */
export const OpeningHoursBlock: Block = {
  slug: 'openingHours',
  interfaceName: 'OpeningHoursBlock',
  labels: { singular: 'Opening hours', plural: 'Opening hours' },
  admin: { group: 'Dealership' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Opening hours' },
    {
      name: 'location',
      type: 'relationship',
      relationTo: 'locations',
      admin: { description: 'Leave empty for the primary location and its service and parts departments.' },
    },
  ],
}

import type { Block } from 'payload'

export const brandSections = [
  { label: 'Car Brands', value: 'car' },
  { label: 'Motorcycle Brands', value: 'motorcycle' },
  { label: 'Truck Brands', value: 'truck' },
  { label: 'Our Brands', value: 'ours' },
] as const

/** §2 brand grid: the website's brands by section; tiles open /{brand}/overview or their own link. */
export const BrandGridBlock: Block = {
  slug: 'brandGrid',
  interfaceName: 'BrandGridBlock',
  labels: { singular: 'Brand grid', plural: 'Brand grids' },
  admin: { group: 'Dealership' },
  fields: [
    { name: 'sections', type: 'select', hasMany: true, defaultValue: ['car', 'motorcycle', 'truck', 'ours'], options: [...brandSections], admin: { description: 'Sections in this order; empty ones are left out.' } },
  ],
}

import type { Block } from 'payload'

/** §2 price range slider with the min–max shown and a search sorted by price, highest first. */
export const PriceRangeSearchBlock: Block = {
  slug: 'priceRangeSearch',
  interfaceName: 'PriceRangeSearchBlock',
  labels: { singular: 'Price range search', plural: 'Price range searches' },
  admin: { group: 'Stock' },
  fields: [
    {
      name: 'presets',
      type: 'select',
      defaultValue: 'standard',
      options: [
        { value: 'standard', label: '$5,000 to $70,000' },
        { value: 'large', label: '$300,000 to $800,000' },
      ],
      admin: { description: 'The quick-pick prices beside the slider.' },
    },
  ],
}

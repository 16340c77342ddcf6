import type { Block } from 'payload'

/** §2 stats banner: a few big numbers about the dealer group. */
export const StatsBannerBlock: Block = {
  slug: 'statsBanner',
  interfaceName: 'StatsBannerBlock',
  labels: { singular: 'Stats banner', plural: 'Stats banners' },
  admin: { group: 'Content' },
  fields: [
    {
      name: 'stats',
      type: 'array',
      minRows: 1,
      maxRows: 6,
      defaultValue: [
        { value: '50+', label: 'locations' },
        { value: '40+', label: 'brands' },
        { value: '30+', label: 'years' },
      ],
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'value', type: 'text', required: true, admin: { width: '40%', placeholder: '50+' } },
            { name: 'label', type: 'text', required: true, admin: { width: '60%', placeholder: 'locations' } },
          ],
        },
      ],
    },
  ],
}

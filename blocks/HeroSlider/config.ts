import type { Block } from 'payload'

/** §2 hero slider: 720 px or 1080 px tall, or the 1920 × 540 promotions slider. */
export const HeroSliderBlock: Block = {
  slug: 'heroSlider',
  interfaceName: 'HeroSliderBlock',
  labels: { singular: 'Hero slider', plural: 'Hero sliders' },
  admin: { group: 'Content' },
  fields: [
    {
      name: 'size',
      type: 'select',
      defaultValue: 'hero720',
      options: [
        { value: 'hero720', label: 'Hero, 720 px tall' },
        { value: 'hero1080', label: 'Hero, 1080 px tall' },
        { value: 'promotions', label: 'Promotions, 1920 × 540' },
      ],
    },
    {
      name: 'slides',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 8,
      admin: { description: 'The first slide loads first; put the most important one there.' },
      fields: [
        { name: 'heading', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
        {
          type: 'row',
          fields: [
            { name: 'image', type: 'upload', relationTo: 'media', admin: { width: '50%' } },
            { name: 'imageUrl', type: 'text', admin: { width: '50%', description: 'Used when no image is uploaded.' } },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'buttonLabel', type: 'text', admin: { width: '50%', placeholder: 'Browse stock' } },
            { name: 'buttonHref', type: 'text', admin: { width: '50%', placeholder: '/search/new-used-and-demo-cars' } },
          ],
        },
      ],
    },
  ],
}

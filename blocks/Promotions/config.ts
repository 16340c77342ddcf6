import type { Block } from 'payload'

/** §2 promotions slider: the website's current banner promos, 1920 × 540, soonest to expire first. */
export const PromotionsBlock: Block = {
  slug: 'promotions',
  interfaceName: 'PromotionsBlock',
  labels: { singular: 'Promotions slider', plural: 'Promotions sliders' },
  admin: { group: 'Content' },
  fields: [{ name: 'heading', type: 'text', defaultValue: 'Current offers', admin: { description: 'Banners come from Promos; expired and future ones are left out.' } }],
}

import type { Block } from 'payload'

/** §2 feature banner: a row of tiles to the dealer's other services. */
export const FeatureBannerBlock: Block = {
  slug: 'featureBanner',
  interfaceName: 'FeatureBannerBlock',
  labels: { singular: 'Feature banner', plural: 'Feature banners' },
  admin: { group: 'Content' },
  fields: [
    {
      name: 'tiles',
      type: 'array',
      minRows: 1,
      maxRows: 4,
      defaultValue: [
        { title: 'Latest offers', text: 'Drive-away deals and specials on cars in stock now.', href: '/special-offers' },
        { title: 'Book a service', text: 'Factory-trained technicians and genuine parts. Book online in a minute.', href: '/service' },
        { title: 'Sell your car', text: 'Get an online offer for your car, whether you buy from us or not.', href: '/sell-my-car' },
      ],
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'text' },
        { name: 'href', type: 'text', required: true, admin: { placeholder: '/service' } },
      ],
    },
  ],
}

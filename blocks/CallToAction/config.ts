import type { Block } from 'payload'

/** A heading, a line and one button, on the website's brand colour. */
export const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  admin: { group: 'Content' },
  fields: [
    { name: 'heading', type: 'text', required: true, defaultValue: 'Ready for your next car?' },
    { name: 'text', type: 'textarea', defaultValue: 'Browse our stock online or talk to our team today.' },
    {
      type: 'row',
      fields: [
        { name: 'buttonLabel', type: 'text', required: true, defaultValue: 'Browse stock', admin: { width: '50%' } },
        { name: 'buttonHref', type: 'text', required: true, defaultValue: '/search/new-used-and-demo-cars', admin: { width: '50%' } },
      ],
    },
  ],
}

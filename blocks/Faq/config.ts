import type { Block } from 'payload'
import { tradeInFaq } from '@/domain/tradeIn/faq'

/** Questions and answers, opened one at a time; starts with the trade-in FAQ of §9. */
export const FaqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  admin: { group: 'Content' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Frequently asked questions' },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      defaultValue: tradeInFaq,
      fields: [
        { name: 'question', type: 'text', required: true },
        { name: 'answer', type: 'textarea', required: true },
      ],
    },
  ],
}

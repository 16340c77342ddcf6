import type { Block } from 'payload'
import { postCategories } from '@collections/Posts'

/** §2 blog cards: the newest posts, optionally one category, text cut at 80 characters. */
export const BlogCardsBlock: Block = {
  slug: 'blogCards',
  interfaceName: 'BlogCardsBlock',
  labels: { singular: 'Blog cards', plural: 'Blog cards' },
  admin: { group: 'Content' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'From our blog' },
    {
      type: 'row',
      fields: [
        { name: 'category', type: 'select', options: [...postCategories], admin: { description: 'Empty: every category.' } },
        { name: 'limit', type: 'number', defaultValue: 3, min: 1, max: 12 },
      ],
    },
  ],
}

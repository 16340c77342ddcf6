import type { Block } from 'payload'

/** Formatted text: headings, lists, links and quotes. */
export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Text', plural: 'Text' },
  admin: { group: 'Content' },
  fields: [{ name: 'content', type: 'richText', required: true }],
}

import type { TextField } from 'payload'
import { slugify } from '@/domain/slugify'

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * A URL slug. Unique within a website (a compound index on the collection), not across the
 * platform, because two dealers may both sell a "2022-toyota-corolla". Filled from `from` when empty.
 */
export function slugField(from: (data: Record<string, unknown>) => string | undefined): TextField {
  return {
    name: 'slug',
    type: 'text',
    index: true,
    admin: { position: 'sidebar', description: 'Lower-case words joined by dashes; filled in from the title when left empty.' },
    hooks: {
      beforeValidate: [
        ({ value, data }) => {
          if (typeof value === 'string' && value.trim()) return slugify(value)
          const source = data ? from(data) : undefined
          return source ? slugify(source) : value
        },
      ],
    },
    validate: (value: string | null | undefined) =>
      typeof value === 'string' && slugPattern.test(value) ? true : 'A slug is lower-case letters and digits joined by single dashes.',
  }
}

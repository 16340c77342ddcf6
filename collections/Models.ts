import type { CollectionConfig } from 'payload'
import { anyone } from './access/anyone'
import { platformAdminOnly } from './access/platformAdminOnly'
import { slugField } from './fields/slug'

export const Models: CollectionConfig = {
  slug: 'models',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'manufacturer', 'body'], group: 'Reference data' },
  access: { read: anyone, create: platformAdminOnly, update: platformAdminOnly, delete: platformAdminOnly },
  indexes: [{ fields: ['manufacturer', 'slug'], unique: true }],
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField((data) => data.name as string | undefined),
    { name: 'manufacturer', type: 'relationship', relationTo: 'manufacturers', required: true, index: true },
    { name: 'body', type: 'text', index: true },
    { name: 'image_url', type: 'text' },
    { name: 'override_url', type: 'text' },
    { name: 'accessories_count', type: 'number', defaultValue: 0, min: 0 },
  ],
}

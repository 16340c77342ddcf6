import type { CollectionConfig } from 'payload'
import { anyone } from './access/anyone'
import { platformAdminOnly } from './access/platformAdminOnly'
import { slugField } from './fields/slug'

/** Shared reference data: one list of makes for every website, kept by platform operators. */
export const Manufacturers: CollectionConfig = {
  slug: 'manufacturers',
  admin: { useAsTitle: 'name', group: 'Reference data' },
  access: { read: anyone, create: platformAdminOnly, update: platformAdminOnly, delete: platformAdminOnly },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true },
    { ...slugField((data) => data.name as string | undefined), unique: true },
    { name: 'logo_url', type: 'text', admin: { description: 'Logo image address.' } },
    { name: 'vehicle_kind', type: 'select', defaultValue: 'car', options: ['car', 'motorcycle', 'truck', 'caravan'] },
  ],
}

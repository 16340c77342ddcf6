import type { CollectionConfig } from 'payload'
import { featureFlagKeys, featureFlagRegistry } from '@tenants/featureFlags'
import { dealerAdminOrAbove } from './access/dealerAdminOrAbove'
import { shopperRead } from './access/shopperRead'

/** Per-website overrides of the flag registry in tenants/featureFlags.ts; no row means "as the template says". */
export const FeatureFlags: CollectionConfig = {
  slug: 'feature-flags',
  labels: { singular: 'Feature flag', plural: 'Feature flags' },
  admin: {
    useAsTitle: 'flag',
    defaultColumns: ['flag', 'enabled', 'note', 'updatedAt'],
    group: 'Platform',
    description: 'Turn a feature on or off for this website, overriding its template.',
  },
  access: { read: shopperRead(), create: dealerAdminOrAbove, update: dealerAdminOrAbove, delete: dealerAdminOrAbove },
  indexes: [{ fields: ['tenant', 'flag'], unique: true }],
  fields: [
    {
      name: 'flag',
      type: 'select',
      required: true,
      options: featureFlagKeys.map((key) => ({ label: featureFlagRegistry[key].label, value: key })),
    },
    { name: 'enabled', type: 'checkbox', defaultValue: true },
    { name: 'note', type: 'text', admin: { description: 'Why this website differs from its template.' } },
  ],
}

import type { CollectionConfig } from 'payload'
import { dealerAdminOrAbove } from './access/dealerAdminOrAbove'
import { isDealerAdminOrAbove, isPlatformAdmin, staffRoles } from './access/roles'
import { staffOnly } from './access/staffOnly'

/** Staff who sign in to /admin. Shoppers are a separate collection signed in by phone code. */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: { useAPIKey: false, maxLoginAttempts: 10, lockTime: 10 * 60 * 1000 },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'role'], group: 'Platform' },
  access: {
    read: staffOnly,
    create: dealerAdminOrAbove,
    update: ({ req }) => (isDealerAdminOrAbove(req.user) ? true : req.user ? { id: { equals: req.user.id } } : false),
    delete: dealerAdminOrAbove,
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'dealer-editor',
      saveToJWT: true,
      options: [
        { label: 'Platform admin (every website)', value: 'platform-admin' },
        { label: 'Dealer admin', value: 'dealer-admin' },
        { label: 'Dealer editor', value: 'dealer-editor' },
      ],
      access: {
        create: ({ req }) => isDealerAdminOrAbove(req.user),
        update: ({ req }) => isDealerAdminOrAbove(req.user),
      },
      validate: (value: unknown, { req }: { req: { user?: unknown } }) => {
        if (!staffRoles.includes(value as (typeof staffRoles)[number])) return 'Choose a role.'
        if (value === 'platform-admin' && req.user && !isPlatformAdmin(req.user as never)) {
          return 'Only a platform admin can make another platform admin.'
        }
        return true
      },
    },
  ],
}

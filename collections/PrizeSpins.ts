import type { CollectionConfig } from 'payload'
import { staffOnly } from './access/staffOnly'

const nobody = () => false

/** One spin of the /spin-to-win wheel per signed-in shopper and website: what they won, and the lead that told the dealer. */
export const PrizeSpins: CollectionConfig = {
  slug: 'prize-spins',
  admin: {
    useAsTitle: 'prize',
    defaultColumns: ['prize', 'phone', 'claimed', 'createdAt'],
    group: 'Leads',
    description: 'Spin to win results. Tick Claimed when the shopper has had their prize.',
  },
  defaultSort: '-createdAt',
  access: { read: staffOnly, create: nobody, update: staffOnly, delete: nobody },
  indexes: [{ fields: ['tenant', 'shopper'], unique: true }],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'prize', type: 'text', required: true, admin: { readOnly: true } },
        { name: 'claimed', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'shopper', type: 'relationship', relationTo: 'shoppers', required: true, admin: { readOnly: true } },
        { name: 'phone', type: 'text', admin: { readOnly: true } },
        { name: 'lead', type: 'relationship', relationTo: 'leads', admin: { readOnly: true } },
      ],
    },
  ],
}

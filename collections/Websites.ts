import type { CollectionConfig, Field } from 'payload'
import { templateKeys, templates } from '@tenants/templates'
import { websiteSlugSchema } from '@tenants/tenantKeyFromHost'
import { dealerAdminOrAbove } from './access/dealerAdminOrAbove'
import { platformAdminOnly } from './access/platformAdminOnly'
import { shopperWebsiteId } from '@tenants/resolveWebsite'
import { isPlatformAdmin, isStaff } from './access/roles'
import { states } from './Cars/options'
import { themeColour } from './fields/themeColour'
import { forgetWebsiteAfterChange, forgetWebsiteAfterDelete } from './hooks/forgetWebsites'
import { garagePathProblem } from '@/domain/auth/gates'

const menuLinkFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'label', type: 'text', required: true, maxLength: 40 },
      {
        name: 'href',
        type: 'text',
        required: true,
        admin: { placeholder: '/brands' },
        validate: (value: string | null | undefined) => (value && /^(\/(?!\/)[^\s]*|https:\/\/[^\s]+)$/.test(value) ? true : 'A path on this website (/brands) or a full https:// address.'),
      },
    ],
  },
]

const carTypeOptions = [
  { label: 'New', value: 'new' },
  { label: 'Demo', value: 'demo' },
  { label: 'Used', value: 'used' },
]

/** The tenant: one dealer website, with its look, copy and search, finance and reserve settings. */
export const Websites: CollectionConfig = {
  slug: 'websites',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'template', 'updatedAt'],
    group: 'Platform',
    description: 'Each website is one dealer site with its own host name, look, copy and settings.',
  },
  access: {
    read: async ({ req }) => {
      if (isStaff(req.user)) return true
      const id = await shopperWebsiteId(req)
      return id === null ? false : { id: { equals: id } }
    },
    create: platformAdminOnly,
    update: dealerAdminOrAbove,
    delete: platformAdminOnly,
  },
  hooks: {
    afterChange: [forgetWebsiteAfterChange],
    afterDelete: [forgetWebsiteAfterDelete],
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'Names the site locally as {slug}.localhost and under any base domain.' },
      validate: (value: string | null | undefined) =>
        websiteSlugSchema.safeParse(value).success || 'Use lower-case letters, digits and dashes (at most 63).',
      access: { update: ({ req }) => isPlatformAdmin(req.user) },
    },
    {
      name: 'domains',
      type: 'array',
      admin: { description: 'Custom host names that serve this website, such as harbourtoyota.com.au.' },
      fields: [{ name: 'domain', type: 'text', required: true, index: true }],
    },
    {
      name: 'isDefault',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Served on plain localhost and any host that names no website.' },
      access: { update: ({ req }) => isPlatformAdmin(req.user) },
    },
    {
      name: 'template',
      type: 'select',
      defaultValue: 'franchise',
      options: templateKeys.map((key) => ({ label: templates[key].label, value: key })),
      admin: { position: 'sidebar', description: 'Sets the default features, copy and search rules; flags can override them.' },
    },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Look and contact',
          fields: [
            {
              name: 'theme',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    themeColour('primary', 'Primary colour', '#0a3d62'),
                    themeColour('accent', 'Accent colour', '#e55039'),
                    themeColour('surface', 'Header colour', '#ffffff'),
                  ],
                },
              ],
            },
            { name: 'phone', type: 'text' },
            { name: 'email', type: 'email' },
            {
              name: 'address',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'street', type: 'text' },
                    { name: 'city', type: 'text' },
                    { name: 'state', type: 'text', defaultValue: 'QLD' },
                    { name: 'postcode', type: 'text' },
                  ],
                },
              ],
            },
            { name: 'overrideCity', type: 'text', admin: { description: 'Shown instead of the primary location city.' } },
            { name: 'manufacturerName', type: 'text', admin: { description: 'The franchise make, for single-brand dealers.' } },
            { name: 'tagline', type: 'text' },
          ],
        },
        {
          label: 'Copy',
          fields: [
            {
              name: 'copy',
              type: 'group',
              admin: { description: 'Leave empty to use the template text.' },
              fields: [
                { name: 'enquireButtonText', type: 'text', admin: { placeholder: 'Enquire Now' } },
                { name: 'noPriceText', type: 'text', admin: { placeholder: 'Enquire for price.' } },
                { name: 'soldTag', type: 'text', admin: { placeholder: 'JUST SOLD' } },
                { name: 'keywordPlaceholder', type: 'text' },
                { name: 'usedLabel', type: 'text', admin: { description: 'Shown for used cars, e.g. "Pre-Owned".' } },
              ],
            },
          ],
        },
        {
          label: 'Search',
          fields: [
            {
              name: 'search',
              type: 'group',
              fields: [
                { name: 'pageSize', type: 'number', defaultValue: 21, min: 6, max: 60 },
                {
                  name: 'includeSoldCarsDays',
                  type: 'number',
                  defaultValue: 3,
                  min: 0,
                  max: 30,
                  admin: { description: 'Sold cars stay in search for this many days.' },
                },
                { name: 'minimumPhotos', type: 'number', defaultValue: 0, min: 0, max: 14 },
                { name: 'carTypes', type: 'select', hasMany: true, options: carTypeOptions, admin: { description: 'Empty means every type.' } },
                { name: 'inStockOnly', type: 'checkbox', defaultValue: false },
                { name: 'excludedMakes', type: 'text', hasMany: true },
                { name: 'excludedStockNumbers', type: 'text', hasMany: true },
                {
                  name: 'promoPositions',
                  type: 'number',
                  hasMany: true,
                  min: 1,
                  max: 60,
                  admin: { description: 'Result positions for promo tiles, e.g. 8 and 17.' },
                },
                { name: 'resultCacheSize', type: 'number', defaultValue: 50, min: 0, max: 1000 },
              ],
            },
          ],
        },
        {
          label: 'Finance and reserve',
          fields: [
            {
              name: 'finance',
              type: 'group',
              fields: [
                {
                  name: 'provider',
                  type: 'select',
                  defaultValue: 'local',
                  options: [
                    { label: 'Built-in estimates', value: 'local' },
                    { label: 'YouX partner', value: 'youx' },
                  ],
                },
                { name: 'excluded', type: 'checkbox', defaultValue: false, admin: { description: 'Hide finance figures on this site.' } },
                {
                  type: 'row',
                  fields: [
                    { name: 'advertisedRate', type: 'number', defaultValue: 8.5, min: 0, max: 30 },
                    { name: 'comparisonRate', type: 'number', defaultValue: 9.45, min: 0, max: 30 },
                    { name: 'defaultTermYears', type: 'number', min: 1, max: 7 },
                  ],
                },
                { name: 'roundUp', type: 'checkbox', defaultValue: false, admin: { description: 'Round repayments up to the next dollar.' } },
                { name: 'disclaimer', type: 'textarea' },
              ],
            },
            {
              name: 'delivery',
              type: 'group',
              admin: { description: 'Estimates on vehicle pages: by distance from the car, or a price per state.' },
              fields: [
                {
                  name: 'mode',
                  type: 'select',
                  defaultValue: 'distance',
                  options: [
                    { label: 'By distance', value: 'distance' },
                    { label: 'By state', value: 'region' },
                    { label: 'No estimates', value: 'off' },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    { name: 'baseFee', type: 'number', defaultValue: 150, min: 0 },
                    { name: 'perKm', type: 'number', defaultValue: 1.2, min: 0 },
                    { name: 'freeWithinKm', type: 'number', defaultValue: 25, min: 0 },
                    { name: 'maxKm', type: 'number', defaultValue: 2000, min: 0 },
                  ],
                },
                {
                  name: 'regions',
                  type: 'array',
                  fields: [
                    {
                      type: 'row',
                      fields: [
                        { name: 'state', type: 'select', required: true, options: [...states] },
                        { name: 'price', type: 'number', required: true, min: 0 },
                      ],
                    },
                  ],
                },
              ],
            },
            {
              name: 'reserve',
              type: 'group',
              fields: [
                { name: 'depositDefault', type: 'number', defaultValue: 200, min: 0, admin: { description: 'Zero hides the figure.' } },
                { name: 'holdHours', type: 'number', defaultValue: 48, min: 1 },
              ],
            },
            {
              name: 'reviews',
              type: 'group',
              fields: [{ name: 'minimumRating', type: 'number', defaultValue: 4, min: 0, max: 5 }],
            },
            {
              name: 'navigation',
              type: 'group',
              label: 'Menus',
              admin: { description: 'Links added to the fixed header and footer menus of every page.' },
              fields: [
                { name: 'header', type: 'array', label: 'Header: extra links under "More"', maxRows: 8, fields: menuLinkFields },
                { name: 'footer', type: 'array', label: 'Footer: extra quick links', maxRows: 12, fields: menuLinkFields },
              ],
            },
            {
              name: 'account',
              type: 'group',
              label: 'Shopper accounts',
              fields: [
                {
                  name: 'garagePath',
                  type: 'text',
                  label: 'Own My Garage address',
                  admin: { description: 'Optional, e.g. "mymotorama" serves My Garage at /mymotorama as well as /my-garage.' },
                  validate: (value: string | null | undefined) => garagePathProblem(value) ?? true,
                },
              ],
            },
            {
              name: 'spinToWin',
              type: 'group',
              label: 'Spin to win',
              admin: { description: 'The /spin-to-win wheel (switch it on with the "Spin to win" flag). Each signed-in shopper spins once; every win reaches you as a lead.' },
              fields: [
                {
                  name: 'prizes',
                  type: 'array',
                  maxRows: 12,
                  admin: { description: 'Left empty, the wheel offers a $50 fuel card, a car detail, a $100 service voucher, window tint, roadside assist and a tank of fuel.' },
                  fields: [
                    {
                      type: 'row',
                      fields: [
                        { name: 'label', type: 'text', required: true, maxLength: 40 },
                        { name: 'weight', type: 'number', defaultValue: 1, min: 0, admin: { description: 'Relative chance: 2 wins twice as often as 1; 0 never wins.' } },
                      ],
                    },
                  ],
                },
                { name: 'terms', type: 'textarea', maxLength: 1000, admin: { description: 'Shown under the wheel.' } },
              ],
            },
          ],
        },
      ],
    },
  ],
}

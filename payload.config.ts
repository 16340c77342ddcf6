import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { seoPlugin } from '@payloadcms/plugin-seo'
import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { shopperRead } from './collections/access/shopperRead'
import { staffOnly } from './collections/access/staffOnly'
import { contentChangedHooks } from './collections/hooks/contentChanged'
import { multiTenantPlugin } from '@payloadcms/plugin-multi-tenant'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import type { Config } from '@/payload-types'
import { isDealerAdminOrAbove, isPlatformAdmin } from './collections/access/roles'
import { Brands } from './collections/Brands'
import { Cars } from './collections/Cars'
import { Dealerships } from './collections/Dealerships'
import { FeatureFlags } from './collections/FeatureFlags'
import { FinanceApplications } from './collections/FinanceApplications'
import { Reservations } from './collections/Reservations'
import { PrizeSpins } from './collections/PrizeSpins'
import { LeadDeliveries } from './collections/LeadDeliveries'
import { Leads } from './collections/Leads'
import { Locations } from './collections/Locations'
import { Shoppers } from './collections/Shoppers'
import { Verifications } from './collections/Verifications'
import { Manufacturers } from './collections/Manufacturers'
import { Media } from './collections/Media'
import { Models } from './collections/Models'
import { Pages } from './collections/Pages'
import { Posts } from './collections/Posts'
import { Promos } from './collections/Promos'
import { Reviews } from './collections/Reviews'
import { Users } from './collections/Users'
import { Websites } from './collections/Websites'
import { analyticsEventsSchema } from './src/data/analyticsEvents'
import { carViewsSchema } from './src/data/carViews'
import { phoneRevealsSchema } from './src/data/phoneReveals'
import { migrations } from './src/migrations'
import { stockSearchSchema } from './src/search/adapters/postgres/schema'
import { ensureStockSearchSync } from './src/search/adapters/postgres/stockSearchSync'
import { emailAdapter } from './src/services/email'
import { requiredEnv } from './src/services/env'
import { deliverLeadTask } from './src/services/leads/deliver'
import { sweepLeadDeliveriesTask } from './src/services/leads/sweep'
import { rateLimitsSchema } from './src/services/rateLimit'
import { shopperSessionsSchema } from './src/services/auth/sessions'
import { otpCodesSchema } from './src/services/otp/local'
import { watchlistSchema } from './src/services/watchlist/store'
import { carHoldsSchema } from './src/services/checkout/holds'
import { expireReservationsTask } from './src/services/checkout/expire'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' · Forecourt' },
  },
  collections: [Websites, Dealerships, Locations, Reviews, Cars, Manufacturers, Models, Brands, Pages, Posts, Promos, Media, FeatureFlags, Users, Leads, LeadDeliveries, Shoppers, Verifications, FinanceApplications, Reservations, PrizeSpins],
  editor: lexicalEditor(),
  secret: requiredEnv('PAYLOAD_SECRET', 'Set it to a long random string (npm run dev and npm start make one for local use).'),
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  db: postgresAdapter({
    pool: {
      connectionString: requiredEnv(
        'DATABASE_URL',
        'Start the app with "npm run dev" or "npm start" (they start an embedded PostgreSQL) or point DATABASE_URL at your server.',
      ),
      max: Number(process.env.DATABASE_POOL_MAX ?? 10),
    },
    migrationDir: path.resolve(dirname, 'src/migrations'),
    // In production every instance applies pending committed migrations when it starts.
    prodMigrations: migrations,
    extensions: ['pg_trgm'],
    afterSchemaInit: [stockSearchSchema, carViewsSchema, phoneRevealsSchema, rateLimitsSchema, analyticsEventsSchema, otpCodesSchema, shopperSessionsSchema, watchlistSchema, carHoldsSchema],
  }),
  sharp,
  email: emailAdapter(),
  jobs: {
    tasks: [deliverLeadTask, sweepLeadDeliveriesTask, expireReservationsTask],
    // Every instance works the lead queue; a delivery claim in SQL keeps each lead to one copy per destination.
    // Scheduled publishing of pages and posts runs on the default queue, checked every minute.
    autoRun: [
      { cron: '*/5 * * * * *', queue: 'leads', limit: 100, silent: { info: true } },
      { cron: '* * * * *', queue: 'default', limit: 50, silent: { info: true } },
    ],
    deleteJobOnComplete: true,
  },
  onInit: ensureStockSearchSync,
  telemetry: false,
  logger: { options: { level: process.env.PAYLOAD_LOG_LEVEL ?? 'info' } },
  plugins: [
    seoPlugin({
      collections: ['pages', 'posts'],
      uploadsCollection: 'media',
      generateTitle: ({ doc }) => (doc as { title?: string }).title ?? '',
      generateDescription: ({ doc }) => (doc as { summary?: string; excerpt?: string }).summary ?? (doc as { excerpt?: string }).excerpt ?? '',
    }),
    redirectsPlugin({
      collections: ['pages', 'posts'],
      redirectTypes: ['301', '302'],
      overrides: {
        admin: { group: 'Content', description: 'Old addresses that should open another page of this website.' },
        access: { read: shopperRead(), create: staffOnly, update: staffOnly, delete: staffOnly },
        hooks: contentChangedHooks,
      },
    }),
    multiTenantPlugin<Config>({
      tenantsSlug: 'websites',
      collections: {
        cars: {},
        dealerships: {},
        locations: {},
        reviews: {},
        brands: {},
        pages: {},
        posts: {},
        promos: {},
        redirects: {},
        media: {},
        'feature-flags': {},
        leads: {},
        'lead-deliveries': {},
        shoppers: {},
        verifications: {},
        'finance-applications': {},
        reservations: {},
        'prize-spins': {},
      },
      tenantField: { admin: { position: 'sidebar' } },
      tenantsArrayField: {
        includeDefaultField: true,
        arrayFieldAccess: {
          create: ({ req }) => isDealerAdminOrAbove(req.user),
          update: ({ req }) => isDealerAdminOrAbove(req.user),
        },
      },
      userHasAccessToAllTenants: (user) => isPlatformAdmin(user),
      i18n: { translations: { en: { 'nav-tenantSelector-label': 'Website' } } },
    }),
  ],
})

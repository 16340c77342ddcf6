import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
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
import { Locations } from './collections/Locations'
import { Manufacturers } from './collections/Manufacturers'
import { Media } from './collections/Media'
import { Models } from './collections/Models'
import { Pages } from './collections/Pages'
import { Reviews } from './collections/Reviews'
import { Users } from './collections/Users'
import { Websites } from './collections/Websites'
import { carViewsSchema } from './src/data/carViews'
import { phoneRevealsSchema } from './src/data/phoneReveals'
import { migrations } from './src/migrations'
import { stockSearchSchema } from './src/search/adapters/postgres/schema'
import { ensureStockSearchSync } from './src/search/adapters/postgres/stockSearchSync'
import { requiredEnv } from './src/services/env'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' · Forecourt' },
  },
  collections: [Websites, Dealerships, Locations, Reviews, Cars, Manufacturers, Models, Brands, Pages, Media, FeatureFlags, Users],
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
    afterSchemaInit: [stockSearchSchema, carViewsSchema, phoneRevealsSchema],
  }),
  sharp,
  onInit: ensureStockSearchSync,
  telemetry: false,
  logger: { options: { level: process.env.PAYLOAD_LOG_LEVEL ?? 'info' } },
  plugins: [
    multiTenantPlugin<Config>({
      tenantsSlug: 'websites',
      collections: {
        cars: {},
        dealerships: {},
        locations: {},
        reviews: {},
        brands: {},
        pages: {},
        media: {},
        'feature-flags': {},
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

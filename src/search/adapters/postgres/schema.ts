import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { bigint, boolean, customType, index, integer, jsonb, numeric, pgTable, text, timestamp } from '@payloadcms/db-postgres/drizzle/pg-core'
import { sql } from '@payloadcms/db-postgres/drizzle'

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/**
 * `stock_search` is the search adapter's own narrow copy of every car: only what filters, facets,
 * sorting and keyword matching read (a car row carries images, lender figures and comments, ten times
 * the bytes). A trigger on `cars` keeps it exact in the same transaction as every write, whoever
 * writes (Payload, the seed's bulk insert, a feed import); see stockSearchSync.ts.
 */
export const stockSearchTable = pgTable(
  'stock_search',
  {
    id: integer('id').primaryKey(),
    tenant_id: integer('tenant_id').notNull(),
    make: text('make'),
    model: text('model'),
    badge: text('badge'),
    status: text('status'),
    car_type: text('car_type'),
    city: text('city'),
    colour: text('colour'),
    dealership_name: text('dealership_name'),
    item_type: text('item_type'),
    location_name: text('location_name'),
    seats: integer('seats'),
    simple_body: text('simple_body'),
    drive: text('drive'),
    simple_fuel: text('simple_fuel'),
    simple_transmission: text('simple_transmission'),
    state: text('state'),
    tag: text('tag'),
    stocknum: text('stocknum'),
    price: numeric('price'),
    before_price: numeric('before_price'),
    offer_price: numeric('offer_price'),
    km: numeric('km'),
    year: integer('year'),
    subscription_price: numeric('subscription_price'),
    weekly_repayment: numeric('weekly_repayment'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }),
    sold_date: timestamp('sold_date', { withTimezone: true, mode: 'string' }),
    certified: boolean('certified'),
    show_on_dealer_website: boolean('show_on_dealer_website'),
    photos_count: integer('photos_count'),
    categories: jsonb('categories'),
    filtered_features: jsonb('filtered_features'),
    /** Make, model, badge, series, body, colour, stock number, tag, body and fuel words, "ev"/"phev". */
    search_text: text('search_text'),
    /** search_text weighted A, the dealer's comments weighted B. */
    search_vector: tsvector('search_vector'),
  },
  (table) => [
    index('stock_search_tenant_idx').on(table.tenant_id, table.status),
    index('stock_search_vector_idx').using('gin', table.search_vector),
    index('stock_search_trgm_idx').using('gin', sql`${table.search_text} gin_trgm_ops`),
  ],
)

/** The keyword document as queries must name it to use its index. */
export const searchDocument = sql.raw('search_vector')

type SchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]

/** Declares the search tables to Payload's schema, so dev push, migrations and tests all create them. */
export const stockSearchSchema: SchemaHook = ({ schema }) => {
  schema.tables.stock_search = stockSearchTable
  schema.tables.stock_versions = pgTable('stock_versions', {
    tenant_id: integer('tenant_id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  })
  return schema
}

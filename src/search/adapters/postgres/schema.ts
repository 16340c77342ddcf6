import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { bigint, customType, index, integer, pgTable, text, timestamp } from '@payloadcms/db-postgres/drizzle/pg-core'
import { sql, type SQL } from '@payloadcms/db-postgres/drizzle'
import { simpleBodies, simpleFuels } from '@collections/Cars/options'

/**
 * Enum-to-text casts are not immutable in PostgreSQL (labels can be renamed), so generated columns
 * and index expressions spell the labels out instead.
 */
function enumText(column: string, labels: readonly string[], extra: Record<string, string> = {}): SQL {
  const cases = labels.map((label) => `WHEN '${label}' THEN '${[label, extra[label]].filter(Boolean).join(' ')}'`).join(' ')
  return sql.raw(`(CASE ${column} ${cases} ELSE '' END)`)
}

/** Everything keyword search matches on, lower-cased, with "ev" for electric cars (§2 placeholder "EV, SUV, Toyota"). */
export const searchTextExpression = sql.join(
  [
    sql.raw(
      `lower(coalesce(make, '') || ' ' || coalesce(model, '') || ' ' || coalesce(badge, '') || ' ' || coalesce(series, '') || ' ' || coalesce(body, '') || ' ' || coalesce(colour, '') || ' ' || coalesce(stocknum, '') || ' ' || coalesce(tag, '') || ' ' || `,
    ),
    enumText('simple_body', simpleBodies),
    sql.raw(` || ' ' || `),
    enumText('simple_fuel', simpleFuels, { electric: 'ev', 'plug-in hybrid': 'phev' }),
    sql.raw(')'),
  ],
  sql.raw(''),
)

/**
 * The full-text document: the search text weighted A, the dealer's comments weighted B, so a
 * query can match word beginnings in the vehicle facts ("cor" finds Corolla) but only whole words
 * in free text ("ev" must not find "every"). Stored, so no query ever tokenises comments again.
 */
const searchVectorExpression = sql.join(
  [
    sql.raw(`(setweight(to_tsvector('simple', `),
    searchTextExpression,
    sql.raw(`), 'A') || setweight(to_tsvector('simple', coalesce(dealercomments, '')), 'B'))`),
  ],
  sql.raw(''),
)

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

export const searchDocument = sql.raw('search_vector')

/**
 * Adds the keyword-search column and indexes to the Payload-generated `cars` table, so that dev
 * push, migrations and tests all create them (pitfall: indexes made by hand are dropped by push).
 */
type SchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]

export const stockSearchSchema: SchemaHook = ({ schema, extendTable }) => {
  extendTable({
    table: schema.tables.cars,
    columns: {
      search_text: text('search_text').generatedAlwaysAs(searchTextExpression),
      search_vector: tsvector('search_vector').generatedAlwaysAs(searchVectorExpression),
    },
    extraConfig: (table) => ({
      cars_search_fts_idx: index('cars_search_fts_idx').using('gin', table.search_vector),
      cars_search_trgm_idx: index('cars_search_trgm_idx').using('gin', sql`${table.search_text} gin_trgm_ops`),
      cars_tenant_created_idx: index('cars_tenant_created_idx').on(table.tenant, table.createdAt),
    }),
  })
  schema.tables.stock_versions = pgTable('stock_versions', {
    tenant_id: integer('tenant_id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  })
  return schema
}

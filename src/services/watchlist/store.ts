import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres/drizzle'
import { integer, pgTable, serial, timestamp, uniqueIndex } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload } from 'payload'

/** §3 Watchlist entries: one row per shopper and car. */
const watchlist = pgTable(
  'watchlist',
  {
    id: serial('id').primaryKey(),
    shopper_id: integer('shopper_id').notNull(),
    website_id: integer('website_id').notNull(),
    car_id: integer('car_id').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('watchlist_shopper_car_idx').on(table.shopper_id, table.car_id)],
)

type SchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]

export const watchlistSchema: SchemaHook = ({ schema }) => {
  schema.tables.watchlist = watchlist
  return schema
}

export async function saveCar(payload: Payload, entry: { shopperId: number; websiteId: number; carId: number }): Promise<void> {
  await payload.db.drizzle.execute(
    sql`INSERT INTO watchlist (shopper_id, website_id, car_id) VALUES (${entry.shopperId}, ${entry.websiteId}, ${entry.carId}) ON CONFLICT (shopper_id, car_id) DO NOTHING`,
  )
}

export async function removeCar(payload: Payload, entry: { shopperId: number; carId: number }): Promise<void> {
  await payload.db.drizzle.execute(sql`DELETE FROM watchlist WHERE shopper_id = ${entry.shopperId} AND car_id = ${entry.carId}`)
}

/** The shopper's saved car ids on this website, newest first. */
export async function watchlistIds(payload: Payload, shopperId: number, websiteId: number): Promise<number[]> {
  const result = await payload.db.drizzle.execute(sql`SELECT car_id FROM watchlist WHERE shopper_id = ${shopperId} AND website_id = ${websiteId} ORDER BY created_at DESC LIMIT 500`)
  return (result as unknown as { rows: Array<{ car_id: number }> }).rows.map((r) => r.car_id)
}

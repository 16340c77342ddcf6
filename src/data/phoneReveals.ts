import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres/drizzle'
import { index, integer, pgTable, serial, timestamp } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload } from 'payload'

/** Every time a shopper reveals a dealer's masked number (§4): which car, dealership and website, and when. */
const phoneReveals = pgTable(
  'phone_reveals',
  {
    id: serial('id').primaryKey(),
    car_id: integer('car_id').notNull(),
    dealership_id: integer('dealership_id'),
    website_id: integer('website_id').notNull(),
    revealed_at: timestamp('revealed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('phone_reveals_website_idx').on(table.website_id, table.revealed_at)],
)

type SchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]

export const phoneRevealsSchema: SchemaHook = ({ schema }) => {
  schema.tables.phone_reveals = phoneReveals
  return schema
}

export async function recordPhoneReveal(payload: Payload, reveal: { carId: number; dealershipId: number | null; websiteId: number }): Promise<void> {
  await payload.db.drizzle.execute(
    sql`INSERT INTO phone_reveals (car_id, dealership_id, website_id) VALUES (${reveal.carId}, ${reveal.dealershipId}, ${reveal.websiteId})`,
  )
}

export async function phoneRevealCount(payload: Payload, carId: number): Promise<number> {
  const result = await payload.db.drizzle.execute(sql`SELECT count(*)::int AS n FROM phone_reveals WHERE car_id = ${carId}`)
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0
}

import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres/drizzle'
import { bigint, integer, pgTable } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload } from 'payload'

/**
 * Shopper views per car, apart from the car row: counting a view must not rewrite the car (that
 * would touch its search copy and its updated time on every page view).
 */
const carViews = pgTable('car_views', {
  car_id: integer('car_id').primaryKey(),
  views: bigint('views', { mode: 'number' }).notNull().default(0),
})

type SchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]

export const carViewsSchema: SchemaHook = ({ schema }) => {
  schema.tables.car_views = carViews
  return schema
}

/** Adds one view (unless only reading) and answers the feed's count plus the site's own. */
export async function countView(payload: Payload, car: { id: number; views?: number | null }, count: boolean): Promise<number> {
  const result = count
    ? await payload.db.drizzle.execute(sql`
        INSERT INTO car_views (car_id, views) VALUES (${car.id}, 1)
        ON CONFLICT (car_id) DO UPDATE SET views = car_views.views + 1 RETURNING views`)
    : await payload.db.drizzle.execute(sql`SELECT views FROM car_views WHERE car_id = ${car.id}`)
  const row = (result as unknown as { rows: Array<{ views: string | number }> }).rows[0]
  return (car.views ?? 0) + Number(row?.views ?? 0)
}

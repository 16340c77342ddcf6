import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres/drizzle'
import { integer, pgTable, text, timestamp } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload } from 'payload'

/**
 * One row per car someone is checking out: the primary key is what stops two shoppers reserving the
 * same car at the same moment, on any number of app instances. A hold past its time may be taken over.
 */
const carHolds = pgTable('car_holds', {
  car_id: integer('car_id').primaryKey(),
  tenant_id: integer('tenant_id').notNull(),
  reference: text('reference').notNull(),
  until: timestamp('until', { withTimezone: true }).notNull(),
})

type SchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]

export const carHoldsSchema: SchemaHook = ({ schema }) => {
  schema.tables.car_holds = carHolds
  return schema
}

type Hold = { carId: number; tenantId: number; reference: string; until: Date }

/** Takes the car for this checkout, or says no when another checkout holds it. */
export async function claimCar(payload: Payload, hold: Hold): Promise<boolean> {
  const result = await payload.db.drizzle.execute(sql`
    INSERT INTO car_holds (car_id, tenant_id, reference, until)
    VALUES (${hold.carId}, ${hold.tenantId}, ${hold.reference}, ${hold.until.toISOString()})
    ON CONFLICT (car_id) DO UPDATE SET tenant_id = excluded.tenant_id, reference = excluded.reference, until = excluded.until
    WHERE car_holds.until < now()
    RETURNING car_id`)
  return result.rows.length === 1
}

/** Moves the end of this checkout's hold (payment received: the full hold starts now). */
export async function extendHold(payload: Payload, carId: number, reference: string, until: Date): Promise<void> {
  await payload.db.drizzle.execute(sql`UPDATE car_holds SET until = ${until.toISOString()} WHERE car_id = ${carId} AND reference = ${reference}`)
}

/** Lets the car go, but only if this checkout still holds it. */
export async function releaseHold(payload: Payload, carId: number, reference: string): Promise<void> {
  await payload.db.drizzle.execute(sql`DELETE FROM car_holds WHERE car_id = ${carId} AND reference = ${reference}`)
}

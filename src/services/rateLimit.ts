import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres/drizzle'
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload } from 'payload'

/**
 * Fixed-window counters kept in PostgreSQL so a limit holds across every app instance
 * (lead posts per IP and per phone; phone-code sends and checks).
 */
const rateLimits = pgTable(
  'rate_limits',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    window_start: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  // A single-column primary key: drizzle-kit's dev push cannot re-read composite ones.
  (table) => [uniqueIndex('rate_limits_key_window_idx').on(table.key, table.window_start)],
)

type SchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]

export const rateLimitsSchema: SchemaHook = ({ schema }) => {
  schema.tables.rate_limits = rateLimits
  return schema
}

export type Limit = { key: string; max: number; windowSeconds: number }
export type LimitResult = { allowed: boolean; retryAfterSeconds: number }

/** Counts one hit against each limit (all of them, so a blocked caller keeps counting) and says whether every one still allows it. */
export async function hitRateLimits(payload: Payload, limits: Limit[]): Promise<LimitResult> {
  let retryAfterSeconds = 0
  for (const limit of limits) {
    const result = await payload.db.drizzle.execute(sql`
      INSERT INTO rate_limits (key, window_start, hits)
      VALUES (${limit.key}, to_timestamp(floor(extract(epoch FROM now()) / ${limit.windowSeconds}) * ${limit.windowSeconds}), 1)
      ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + 1
      RETURNING hits, ceil(extract(epoch FROM (window_start + make_interval(secs => ${limit.windowSeconds}) - now())))::int AS remaining`)
    const row = (result as unknown as { rows: Array<{ hits: number; remaining: number }> }).rows[0]!
    if (row.hits > limit.max) retryAfterSeconds = Math.max(retryAfterSeconds, row.remaining)
  }
  return { allowed: retryAfterSeconds === 0, retryAfterSeconds }
}

/** Old windows are worthless once they close; the lead sweep calls this now and then. */
export async function pruneRateLimits(payload: Payload): Promise<void> {
  await payload.db.drizzle.execute(sql`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`)
}

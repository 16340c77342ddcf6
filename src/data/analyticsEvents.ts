import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres/drizzle'
import { index, integer, pgTable, serial, text, timestamp } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload } from 'payload'

/** The §7 analytics events the server sees (leads, offers accepted, codes sent…), by numeric id per website. */
const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    website_id: integer('website_id').notNull(),
    event_id: integer('event_id').notNull(),
    lead_id: integer('lead_id'),
    car_id: integer('car_id'),
    path: text('path'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('analytics_events_website_idx').on(table.website_id, table.event_id, table.created_at)],
)

type SchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]

export const analyticsEventsSchema: SchemaHook = ({ schema }) => {
  schema.tables.analytics_events = analyticsEvents
  return schema
}

export type AnalyticsEvent = { websiteId: number; eventId: number; leadId?: number | null; carId?: number | null; path?: string | null }

/** §8: analytics failures are warned about and ignored; they never fail the action that fired them. */
export async function recordAnalyticsEvent(payload: Payload, event: AnalyticsEvent): Promise<void> {
  try {
    await payload.db.drizzle.execute(
      sql`INSERT INTO analytics_events (website_id, event_id, lead_id, car_id, path) VALUES (${event.websiteId}, ${event.eventId}, ${event.leadId ?? null}, ${event.carId ?? null}, ${event.path?.slice(0, 500) ?? null})`,
    )
  } catch (error) {
    payload.logger.warn({ err: error, msg: `Analytics event ${event.eventId} not recorded` })
  }
}

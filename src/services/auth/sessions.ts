import { createHash, randomBytes } from 'node:crypto'
import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres/drizzle'
import { index, integer, pgTable, serial, text, timestamp } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload } from 'payload'

export const SESSION_COOKIE = 'forecourt_shopper'
const SESSION_DAYS = 30

/** Shopper sessions: the cookie holds a random token, the table only its hash, so a database leak signs nobody in. */
const shopperSessions = pgTable(
  'shopper_sessions',
  {
    id: serial('id').primaryKey(),
    token_hash: text('token_hash').notNull().unique(),
    shopper_id: integer('shopper_id').notNull(),
    website_id: integer('website_id').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    ended_at: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [index('shopper_sessions_shopper_idx').on(table.shopper_id)],
)

type SchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]

export const shopperSessionsSchema: SchemaHook = ({ schema }) => {
  schema.tables.shopper_sessions = shopperSessions
  return schema
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex')
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows

/** A new session on every sign-in (never a reused one); returns the Set-Cookie header. */
export async function startSession(payload: Payload, shopperId: number, websiteId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await payload.db.drizzle.execute(sql`
    INSERT INTO shopper_sessions (token_hash, shopper_id, website_id, expires_at)
    VALUES (${hash(token)}, ${shopperId}, ${websiteId}, now() + make_interval(days => ${SESSION_DAYS}))`)
  return sessionCookie(token, SESSION_DAYS * 86_400)
}

export function sessionCookie(value: string, maxAge: number): string {
  // Browsers treat localhost and *.localhost as secure, so production builds work locally too.
  const secure = process.env.NODE_ENV === 'production' ? '; Secure' : ''
  return `${SESSION_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`
}

/** The signed-in shopper's id for this website, or null: another website's session does not count here. */
export async function sessionShopper(payload: Payload, token: string | undefined, websiteId: number): Promise<number | null> {
  if (!token || token.length > 100) return null
  const found = rows<{ shopper_id: number }>(
    await payload.db.drizzle.execute(sql`
      SELECT shopper_id FROM shopper_sessions
      WHERE token_hash = ${hash(token)} AND website_id = ${websiteId} AND ended_at IS NULL AND expires_at > now()`),
  )
  return found[0]?.shopper_id ?? null
}

/** Sign-out ends the session on the server, not only in the browser. */
export async function endSession(payload: Payload, token: string | undefined): Promise<void> {
  if (!token || token.length > 100) return
  await payload.db.drizzle.execute(sql`UPDATE shopper_sessions SET ended_at = now() WHERE token_hash = ${hash(token)} AND ended_at IS NULL`)
}

import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres/drizzle'
import { index, integer, pgTable, serial, text, timestamp } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload } from 'payload'
import { OTP_LIMITS } from '@/domain/auth/code'
import type { OtpPort } from './port'

/** Codes the local adapter issued: only a keyed hash of each is kept. */
const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    website_id: integer('website_id').notNull(),
    phone: text('phone').notNull(),
    code_hash: text('code_hash').notNull(),
    checks: integer('checks').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('otp_codes_phone_idx').on(table.website_id, table.phone, table.created_at)],
)

type SchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]

export const otpCodesSchema: SchemaHook = ({ schema }) => {
  schema.tables.otp_codes = otpCodes
  return schema
}

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows

export const otpOutboxDir = () => path.resolve(process.env.FORECOURT_OTP_OUTBOX_DIR ?? '.data/otp-outbox')

/**
 * Without Twilio the platform issues codes itself: a random 6-digit code, kept as an HMAC with the
 * Payload secret, valid 10 minutes and 5 checks. The "SMS" is written to .data/otp-outbox/{phone}.txt
 * and the log says so; production sets the Twilio variables instead.
 */
export function localOtpAdapter(payload: Payload): OtpPort {
  const hash = (phone: string, code: string) => createHmac('sha256', payload.secret).update(`${phone}:${code}`).digest('hex')
  return {
    name: 'local',
    async send(phone, websiteId) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      await payload.db.drizzle.execute(sql`UPDATE otp_codes SET used_at = now() WHERE website_id = ${websiteId} AND phone = ${phone.national} AND used_at IS NULL`)
      await payload.db.drizzle.execute(sql`
        INSERT INTO otp_codes (website_id, phone, code_hash, expires_at)
        VALUES (${websiteId}, ${phone.national}, ${hash(phone.national, code)}, now() + make_interval(secs => ${OTP_LIMITS.ttlSeconds}))`)
      const dir = otpOutboxDir()
      await mkdir(dir, { recursive: true })
      const file = path.join(dir, `${phone.national}.txt`)
      await writeFile(file, `${code}\n`)
      payload.logger.info(`[otp:local] no Twilio settings: the code for ${phone.international.slice(0, 6)}… is in ${file}`)
    },
    async check(phone, code, websiteId) {
      const open = rows<{ id: number; code_hash: string }>(
        await payload.db.drizzle.execute(sql`
          UPDATE otp_codes SET checks = checks + 1
          WHERE id = (
            SELECT id FROM otp_codes WHERE website_id = ${websiteId} AND phone = ${phone.national} AND used_at IS NULL AND expires_at > now()
            ORDER BY created_at DESC LIMIT 1
          )
          RETURNING id, code_hash, checks`),
      )[0] as { id: number; code_hash: string; checks: number } | undefined
      if (!open) return 'expired'
      if (open.checks > OTP_LIMITS.checksPerCode) return 'too-many'
      const expected = Buffer.from(open.code_hash, 'hex')
      const given = Buffer.from(hash(phone.national, code), 'hex')
      if (!timingSafeEqual(expected, given)) return 'rejected'
      await payload.db.drizzle.execute(sql`UPDATE otp_codes SET used_at = now() WHERE id = ${open.id}`)
      return 'approved'
    },
  }
}

import { sql } from '@payloadcms/db-postgres/drizzle'
import { z } from 'zod'
import { AUTH_TEXT, OTP_LIMITS } from '@/domain/auth/code'
import { signInPhone } from '@/domain/auth/phone'
import { websitePost } from '@/services/http/websiteRoute'

/**
 * POST /api/rate-limit {phone} (§7): may this phone be sent another code now? Looks without
 * counting; a non-OK answer means too many attempts.
 */
export const POST = websitePost(async ({ payload, body }) => {
  const parsed = z.object({ phone: signInPhone }).safeParse(body)
  if (!parsed.success) return { status: 400, body: { error: 'Please enter a valid Australian mobile number.' } }
  const result = await payload.db.drizzle.execute(sql`
    SELECT coalesce(max(hits), 0)::int AS hits FROM rate_limits
    WHERE key = ${`otp:send:phone:${parsed.data.phone.national}`}
      AND window_start > now() - make_interval(secs => ${OTP_LIMITS.sendsPerPhoneWindow})`)
  const hits = (result as unknown as { rows: Array<{ hits: number }> }).rows[0]?.hits ?? 0
  return hits >= OTP_LIMITS.sendsPerPhone ? { status: 429, body: { error: AUTH_TEXT.tooMany } } : { status: 200, body: { ok: true } }
})

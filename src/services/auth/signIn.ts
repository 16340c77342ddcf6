import { createHash } from 'node:crypto'
import type { Payload } from 'payload'
import { z } from 'zod'
import type { Website } from '@/payload-types'
import { AUTH_TEXT, OTP_LIMITS, verificationCode } from '@/domain/auth/code'
import { signInPhone, type SignInPhone } from '@/domain/auth/phone'
import { fieldMessages } from '@/domain/leads/forms'
import { optionalText } from '@/domain/leads/fields'
import { recordAnalyticsEvent } from '@/data/analyticsEvents'
import { otpPort } from '@/services/otp'
import { OtpError } from '@/services/otp/port'
import { hitRateLimits } from '@/services/rateLimit'
import { startSession } from './sessions'

export type AuthResponse = { status: number; body: Record<string, unknown>; headers?: Record<string, string> }

const sendBody = z.object({ phone: signInPhone })
const verifyBody = z.object({
  phone: signInPhone,
  code: verificationCode,
  first_name: optionalText(80),
  last_name: optionalText(80),
  email: z.email().max(254).optional().catch(undefined),
})

const tooMany: AuthResponse = { status: 429, body: { error: AUTH_TEXT.tooMany } }
const ipHash = (ip: string) => createHash('sha256').update(`forecourt:${ip}`).digest('hex').slice(0, 32)
const sendLimits = (phone: SignInPhone, ip: string) => [
  { key: `otp:send:phone:${phone.national}`, max: OTP_LIMITS.sendsPerPhone, windowSeconds: OTP_LIMITS.sendsPerPhoneWindow },
  { key: `otp:send:ip:${ip}`, max: OTP_LIMITS.sendsPerIp, windowSeconds: OTP_LIMITS.sendsPerIpWindow },
]

type Outcome = 'sent' | 'approved' | 'rejected' | 'expired' | 'limited' | 'refused' | 'error'

/** Every attempt is logged (§ issue): what was tried, what came of it, never the code or the whole number. */
async function logAttempt(payload: Payload, website: Website, type: 'sms' | 'verify', outcome: Outcome, phone: SignInPhone | null, ip: string, shopper?: number) {
  await payload
    .create({
      collection: 'verifications',
      overrideAccess: true,
      data: { tenant: website.id, website_slug: website.slug, verification_type: type, outcome, phone_hint: phone?.national.slice(-3), user: shopper, ip_hash: ipHash(ip) },
    })
    .catch((error: unknown) => payload.logger.warn({ err: error, msg: 'Verification attempt not logged' }))
}

/**
 * Sends a sign-in code. The answer is the same whether or not the phone belongs to a shopper, so
 * nobody can learn who has an account; limits: 3 sends per phone per 15 minutes, 10 per IP per hour.
 */
export async function sendCode(payload: Payload, request: { website: Website; body: unknown; ip: string }): Promise<AuthResponse> {
  const parsed = sendBody.safeParse(request.body)
  if (!parsed.success) return { status: 400, body: { error: AUTH_TEXT.unknown, fields: fieldMessages(parsed.error) } }
  const { phone } = parsed.data
  const limit = await hitRateLimits(payload, sendLimits(phone, request.ip))
  if (!limit.allowed) {
    await logAttempt(payload, request.website, 'sms', 'limited', phone, request.ip)
    return { ...tooMany, headers: { 'retry-after': String(limit.retryAfterSeconds) } }
  }
  try {
    await otpPort(payload).send(phone, request.website.id)
  } catch (error) {
    const otp = error instanceof OtpError ? error : new OtpError('unavailable', AUTH_TEXT.unknown)
    await logAttempt(payload, request.website, 'sms', otp.kind === 'too-many' ? 'limited' : otp.kind === 'invalid-phone' ? 'refused' : 'error', phone, request.ip)
    if (!(error instanceof OtpError)) payload.logger.error({ err: error, msg: 'Sign-in code not sent' })
    return { status: otp.kind === 'too-many' ? 429 : otp.kind === 'invalid-phone' ? 400 : 502, body: { error: otp.message } }
  }
  await logAttempt(payload, request.website, 'sms', 'sent', phone, request.ip)
  await recordAnalyticsEvent(payload, { websiteId: request.website.id, eventId: 36 })
  return { status: 200, body: { sent: true, event_id: 36 } }
}

/** Checks a code; approved, it finds or creates the website's shopper for that phone and starts a new session. */
export async function verifyCode(payload: Payload, request: { website: Website; body: unknown; ip: string }): Promise<AuthResponse> {
  const parsed = verifyBody.safeParse(request.body)
  if (!parsed.success) return { status: 400, body: { error: AUTH_TEXT.invalidCode, fields: fieldMessages(parsed.error) } }
  const { phone, code } = parsed.data
  // Brute force across many phones from one place is slowed here; each code also allows only 5 checks.
  const limit = await hitRateLimits(payload, [{ key: `otp:check:ip:${request.ip}`, max: 30, windowSeconds: 900 }])
  if (!limit.allowed) return { ...tooMany, headers: { 'retry-after': String(limit.retryAfterSeconds) } }
  let result
  try {
    result = await otpPort(payload).check(phone, code, request.website.id)
  } catch (error) {
    await logAttempt(payload, request.website, 'verify', 'error', phone, request.ip)
    return { status: 502, body: { error: error instanceof OtpError ? error.message : AUTH_TEXT.unknownVerifying } }
  }
  if (result !== 'approved') {
    await logAttempt(payload, request.website, 'verify', result === 'too-many' ? 'limited' : result, phone, request.ip)
    return result === 'too-many' ? tooMany : { status: 400, body: { error: AUTH_TEXT.invalidCode } }
  }
  const existing = await payload.find({
    collection: 'shoppers',
    overrideAccess: true,
    where: { and: [{ tenant: { equals: request.website.id } }, { phone: { equals: phone.national } }] },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  const details = { first_name: parsed.data.first_name, last_name: parsed.data.last_name, email: parsed.data.email }
  const given = Object.fromEntries(Object.entries(details).filter(([, v]) => v))
  const shopper = existing.docs[0]
    ? await payload.update({ collection: 'shoppers', id: existing.docs[0].id, overrideAccess: true, data: { ...given, last_signed_in_at: new Date().toISOString() } })
    : await payload.create({ collection: 'shoppers', overrideAccess: true, data: { tenant: request.website.id, phone: phone.national, ...given, last_signed_in_at: new Date().toISOString() } })
  await logAttempt(payload, request.website, 'verify', 'approved', phone, request.ip, shopper.id)
  await recordAnalyticsEvent(payload, { websiteId: request.website.id, eventId: 37 })
  const cookie = await startSession(payload, shopper.id, request.website.id)
  return { status: 200, body: { shopper: { id: shopper.id, first_name: shopper.first_name ?? null, phone: shopper.phone }, event_id: 37 }, headers: { 'set-cookie': cookie } }
}

import type { SignInPhone } from '@/domain/auth/phone'

export type CheckResult = 'approved' | 'rejected' | 'expired' | 'too-many'

/** Why a send or check could not go ahead; `message` is safe to show the shopper. */
export class OtpError extends Error {
  constructor(
    readonly kind: 'too-many' | 'invalid-phone' | 'unavailable',
    message: string,
  ) {
    super(message)
  }
}

/** One-time codes by SMS (§7 sign-in): Twilio Verify where configured, the local adapter otherwise. */
export type OtpPort = {
  name: 'twilio' | 'local'
  send(phone: SignInPhone, websiteId: number): Promise<void>
  check(phone: SignInPhone, code: string, websiteId: number): Promise<CheckResult>
}

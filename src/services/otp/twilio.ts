import twilio from 'twilio'
import { AUTH_TEXT } from '@/domain/auth/code'
import { PHONE_MESSAGE } from '@/domain/auth/phone'
import { OtpError, type OtpPort } from './port'

/** `httpClient` is Twilio's own configurable HTTP client; tests hand in one that talks to a fake Twilio on 127.0.0.1. */
type TwilioOptions = { accountSid: string; authToken: string; serviceSid: string; httpClient?: twilio.RequestClient }

/** Twilio's error codes (§ issue): what each means to the shopper. */
function mapped(error: unknown): OtpError | 'expired' {
  const code = (error as { code?: number }).code
  if (code === 60200) return new OtpError('invalid-phone', PHONE_MESSAGE)
  if (code === 60202 || code === 60203 || code === 20429) return new OtpError('too-many', AUTH_TEXT.tooMany)
  if (code === 20404) return 'expired'
  return new OtpError('unavailable', AUTH_TEXT.unknown)
}

/** Twilio Verify: Twilio makes, sends and checks the code; approved only on status "approved". */
export function twilioOtpAdapter(options: TwilioOptions): OtpPort {
  const client = twilio(options.accountSid, options.authToken, options.httpClient ? { httpClient: options.httpClient } : {})
  const service = () => client.verify.v2.services(options.serviceSid)
  return {
    name: 'twilio',
    async send(phone) {
      try {
        await service().verifications.create({ to: phone.international, channel: 'sms' })
      } catch (error) {
        const result = mapped(error)
        throw result === 'expired' ? new OtpError('unavailable', AUTH_TEXT.unknown) : result
      }
    },
    async check(phone, code) {
      try {
        const check = await service().verificationChecks.create({ to: phone.international, code })
        return check.status === 'approved' ? 'approved' : 'rejected'
      } catch (error) {
        const result = mapped(error)
        if (result === 'expired') return 'expired'
        if (result.kind === 'too-many') return 'too-many'
        throw result
      }
    },
  }
}

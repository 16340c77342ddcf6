import type { Payload } from 'payload'
import { localOtpAdapter } from './local'
import type { OtpPort } from './port'
import { twilioOtpAdapter } from './twilio'

let announced = false

/** Twilio Verify when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_VERIFY_SERVICE_SID are set; the local adapter otherwise. */
export function otpPort(payload: Payload): OtpPort {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_VERIFY_SERVICE_SID: serviceSid } = process.env
  const port = accountSid && authToken && serviceSid ? twilioOtpAdapter({ accountSid, authToken, serviceSid }) : localOtpAdapter(payload)
  if (!announced) {
    announced = true
    payload.logger.info(port.name === 'twilio' ? '[otp] sign-in codes by Twilio Verify' : '[otp] no Twilio settings: sign-in codes from the local adapter (.data/otp-outbox)')
  }
  return port
}

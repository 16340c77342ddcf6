import { z } from 'zod'

/** §5 code field texts. */
export const CODE_REQUIRED = 'This is a required field.'
export const CODE_LENGTH = 'Code must be 6 digits.'
export const CODE_DIGITS = 6

export const verificationCode = z
  .string(CODE_REQUIRED)
  .trim()
  .min(1, CODE_REQUIRED)
  .regex(/^\d{6}$/, CODE_LENGTH)

/** §8 sign-in messages. */
export const AUTH_TEXT = {
  tooMany: 'Too many verification attempts. Please try again later.',
  invalidCode: 'The verification code is invalid. Please try again.',
  unknown: 'An unknown error occurred.',
  unknownVerifying: 'An unknown error occurred during verification.',
} as const

/** Limits of the issue: codes live 10 minutes, 5 checks per code, 3 sends per phone per 15 minutes, 10 per IP per hour. */
/** §9: a code send that takes longer than 15 seconds is given up. */
export const SEND_TIMEOUT_MS = 15_000

export const OTP_LIMITS = { ttlSeconds: 600, checksPerCode: 5, sendsPerPhone: 3, sendsPerPhoneWindow: 900, sendsPerIp: 10, sendsPerIpWindow: 3600 } as const

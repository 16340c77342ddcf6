import { verifyCode } from '@/services/auth/signIn'
import { websitePost } from '@/services/http/websiteRoute'

/** POST /api/auth/verify {phone, code, first_name?, last_name?, email?}: signs the shopper in with a new session cookie. */
export const POST = websitePost(({ payload, website, body, ip }) => verifyCode(payload, { website, body, ip }), 'An unknown error occurred during verification.')

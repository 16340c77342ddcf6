import { sendCode } from '@/services/auth/signIn'
import { websitePost } from '@/services/http/websiteRoute'

/** POST /api/auth/send-code {phone}: texts a sign-in code (same answer for known and unknown phones). */
export const POST = websitePost(({ payload, website, body, ip }) => sendCode(payload, { website, body, ip }), 'An unknown error occurred.')

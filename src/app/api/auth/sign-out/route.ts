import { endSession, SESSION_COOKIE, sessionCookie } from '@/services/auth/sessions'
import { websitePost } from '@/services/http/websiteRoute'

/** POST /api/auth/sign-out: ends the session on the server and clears the cookie. */
export const POST = websitePost(async ({ payload, cookie }) => {
  await endSession(payload, cookie(SESSION_COOKIE))
  return { status: 200, body: { signed_out: true }, headers: { 'set-cookie': sessionCookie('', 0) } }
})

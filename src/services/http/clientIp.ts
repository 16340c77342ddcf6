/**
 * The caller's address for rate limits. The last x-forwarded-for entry is the one our own proxy
 * (or Next's server) appended; earlier entries are whatever the client claimed.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers
    .get('x-forwarded-for')
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  return (headers.get('x-real-ip') ?? forwarded?.at(-1) ?? 'unknown').slice(0, 64)
}

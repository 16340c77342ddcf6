/**
 * Where sign-in may send the shopper afterwards: only a path on this site. Anything that could leave
 * it (`//evil.example`, `/\\evil`, `javascript:`, full URLs, control characters) falls back to home.
 */
export function safeRedirect(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length > 500) return fallback
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback
  try {
    const url = new URL(value, 'https://same.site')
    if (url.origin !== 'https://same.site') return fallback
    return url.pathname + url.search + url.hash
  } catch {
    return fallback
  }
}

export const signInTypes = ['watchlist', 'trade-in', 'checkout', 'finance', 'spin-to-win', 'online-payment', 'car-finance', 'my-garage'] as const
export type SignInType = (typeof signInTypes)[number]

/** The link a gated page or the watchlist sends a shopper without a session to (§4). */
export function signInHref(type: SignInType, redirect: string, back: string): string {
  const params = new URLSearchParams({ type, redirect: safeRedirect(redirect), back: safeRedirect(back) })
  return `/sign-in?${params}`
}

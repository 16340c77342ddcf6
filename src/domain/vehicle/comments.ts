/** §4/§9: dealer comments show their first 400 characters until Show More. */
export const COMMENTS_LIMIT = 400
export const EMPTY_COMMENTS = 'Dealer comments are pending. Please check back here later.'

export function commentsPreview(text: string | null | undefined): { full: string; preview: string; truncated: boolean } | null {
  const full = text?.trim()
  if (!full) return null
  if (full.length <= COMMENTS_LIMIT) return { full, preview: full, truncated: false }
  // Cut at the last space before the limit, so no word is broken.
  const cut = full.slice(0, COMMENTS_LIMIT)
  const preview = `${cut.slice(0, Math.max(cut.lastIndexOf(' '), COMMENTS_LIMIT - 40)).trimEnd()}…`
  return { full, preview, truncated: true }
}

import { createHmac } from 'node:crypto'

/**
 * A search-only key that can only see one website's cars and expires, for searching straight from
 * the browser: Typesense's documented scheme (HMAC-SHA256 of the embedded parameters, signed with
 * the parent search key), so Typesense itself enforces the filter.
 */
export function scopedSearchKey(parentSearchKey: string, websiteId: number, options: { now: Date; ttlSeconds?: number }): string {
  const params = JSON.stringify({
    filter_by: `tenant:=${websiteId} && show_on_dealer_website:=true`,
    expires_at: Math.floor(options.now.getTime() / 1000) + (options.ttlSeconds ?? 3600),
  })
  const digest = createHmac('sha256', parentSearchKey).update(params).digest('base64')
  return Buffer.from(`${digest}${parentSearchKey.slice(0, 4)}${params}`).toString('base64')
}

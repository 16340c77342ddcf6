import type { Payload, PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres/drizzle'

/**
 * Every write to a website's cars bumps its stock version (collections/Cars hooks, the seed and
 * the importer). Cached search results are keyed by it, so a saved price shows on the next search.
 */
export async function bumpStockVersion(payload: Payload, websiteId: number, req?: PayloadRequest): Promise<void> {
  // Inside the saving transaction, so the new version and the new data commit together: a search
  // can never cache old data under the new version.
  const transactionID = req?.transactionID ? await req.transactionID : undefined
  const session = transactionID !== undefined ? payload.db.sessions?.[String(transactionID)]?.db : undefined
  const db = (session ?? payload.db.drizzle) as typeof payload.db.drizzle
  await db.execute(sql`
    INSERT INTO stock_versions (tenant_id, version, updated_at) VALUES (${websiteId}, 1, now())
    ON CONFLICT (tenant_id) DO UPDATE SET version = stock_versions.version + 1, updated_at = now()`)
}

export async function stockVersion(payload: Payload, websiteId: number): Promise<number> {
  const result = await payload.db.drizzle.execute(sql`SELECT version FROM stock_versions WHERE tenant_id = ${websiteId}`)
  const row = (result as unknown as { rows: Array<{ version: string | number }> }).rows[0]
  return row ? Number(row.version) : 0
}

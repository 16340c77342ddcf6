import { createHmac } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'

export type CrmDelivery = { leadId: number; url: string | null; xml: string }

/** One stable key per lead so a CRM that saw a retry can drop it. */
export const crmIdempotencyKey = (leadId: number) => `forecourt-lead-${leadId}`

/**
 * Posts ADF/XML to the dealership's CRM webhook (or CRM_WEBHOOK_URL). With neither, the local
 * adapter keeps the document under .data/crm-outbox and says so in the log. Throws on any
 * non-2xx answer or time-out so the job retries.
 */
export async function deliverToCrm(payload: Payload, delivery: CrmDelivery): Promise<string> {
  if (!delivery.url) {
    const dir = path.resolve(process.env.FORECOURT_CRM_OUTBOX_DIR ?? '.data/crm-outbox')
    await mkdir(dir, { recursive: true })
    const file = path.join(dir, `lead-${delivery.leadId}.xml`)
    await writeFile(file, delivery.xml)
    payload.logger.info(`[crm:local] no CRM webhook configured: lead ${delivery.leadId} written to ${file}`)
    return file
  }
  const headers: Record<string, string> = { 'content-type': 'application/xml; charset=utf-8', 'idempotency-key': crmIdempotencyKey(delivery.leadId) }
  const secret = process.env.CRM_WEBHOOK_SECRET
  if (secret) headers['x-forecourt-signature'] = `sha256=${createHmac('sha256', secret).update(delivery.xml).digest('hex')}`
  const response = await fetch(delivery.url, { method: 'POST', headers, body: delivery.xml, signal: AbortSignal.timeout(15_000) })
  if (!response.ok) throw new Error(`CRM answered ${response.status} ${response.statusText}`.trim())
  return delivery.url
}

import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, TaskConfig } from 'payload'
import { pruneRateLimits } from '@/services/rateLimit'

/**
 * Deliveries whose jobs ran out of retries (a CRM down for an hour), or whose job was lost with a
 * crashed instance, get a fresh job every 10 minutes for a week; staff see the rest as failed and
 * can re-send by hand.
 */
export async function requeueStuckDeliveries(payload: Payload): Promise<number> {
  const result = await payload.db.drizzle.execute(sql`
    SELECT id FROM lead_deliveries
    WHERE created_at > now() - interval '7 days'
      AND ((status = 'failed' AND updated_at < now() - interval '10 minutes')
        OR (status = 'pending' AND created_at < now() - interval '2 minutes' AND updated_at < now() - interval '2 minutes')
        OR (status = 'sending' AND updated_at < now() - interval '2 minutes'))
    LIMIT 500`)
  const ids = (result as unknown as { rows: Array<{ id: number }> }).rows.map((r) => r.id)
  for (const id of ids) {
    await payload.db.drizzle.execute(sql`UPDATE lead_deliveries SET updated_at = now() WHERE id = ${id}`)
    await payload.jobs.queue({ task: 'deliverLead', queue: 'leads', input: { delivery: id } })
  }
  return ids.length
}

export const sweepLeadDeliveriesTask: TaskConfig<'sweepLeadDeliveries'> = {
  slug: 'sweepLeadDeliveries',
  label: 'Re-queue lead deliveries that ran out of retries',
  outputSchema: [{ name: 'requeued', type: 'number' }],
  schedule: [{ cron: '*/5 * * * *', queue: 'leads' }],
  handler: async ({ req }) => {
    const requeued = await requeueStuckDeliveries(req.payload)
    await pruneRateLimits(req.payload)
    return { output: { requeued } }
  },
}

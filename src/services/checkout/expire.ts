import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, TaskConfig } from 'payload'
import { applyReservationStatus } from './status'

/** Holds past their time (an unpaid checkout after its payment window, a reservation after 48 hours) end, and their cars go back on sale. */
export async function expireReservations(payload: Payload, now = new Date()): Promise<number> {
  const ended = await payload.db.drizzle.execute(sql`
    UPDATE reservations SET status = 'expired', updated_at = now()
    WHERE status IN ('awaiting-payment', 'held') AND held_until <= ${now.toISOString()}
    RETURNING id, car_id, reference`)
  const rows = (ended as unknown as { rows: Array<{ car_id: number; reference: string }> }).rows
  for (const row of rows) await applyReservationStatus(payload, { car: row.car_id, reference: row.reference, status: 'expired' })
  return rows.length
}

export const expireReservationsTask: TaskConfig<'expireReservations'> = {
  slug: 'expireReservations',
  label: 'End reservations past their hold',
  outputSchema: [{ name: 'expired', type: 'number' }],
  schedule: [{ cron: '* * * * *', queue: 'default' }],
  handler: async ({ req }) => ({ output: { expired: await expireReservations(req.payload) } }),
}

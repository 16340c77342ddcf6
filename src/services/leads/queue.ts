import type { Payload } from 'payload'

/** Runs freshly queued delivery jobs at once instead of waiting for the next cron tick; failures stay queued for retry. */
export function startDeliveries(payload: Payload, jobIds: Array<number | string>): void {
  for (const id of jobIds) {
    payload.jobs.runByID({ id, silent: true }).catch((error: unknown) => payload.logger.error({ err: error, msg: `Lead delivery job ${id} did not start` }))
  }
}

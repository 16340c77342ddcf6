import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload instance of a test file; `cron` also starts the job runner, as every app instance does. */
export function testPayload(options: { cron?: boolean } = {}): Promise<Payload> {
  return getPayload({ config, cron: options.cron ?? false })
}

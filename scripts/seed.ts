/**
 * npm run seed [-- --cars N] [--if-empty]
 * Seeds the demo websites. --if-empty does nothing when any website exists (used on first start).
 */
import { getPayload } from 'payload'
import { z } from 'zod'
import config from '../payload.config'
import { seedDemo } from '../tenants/demo/seedDemo'

const args = z
  .object({
    cars: z.coerce.number().int().min(0).max(500_000).optional(),
    ifEmpty: z.boolean(),
  })
  .parse({
    cars: (() => {
      const i = process.argv.indexOf('--cars')
      return i >= 0 ? process.argv[i + 1] : undefined
    })(),
    ifEmpty: process.argv.includes('--if-empty'),
  })

const payload = await getPayload({ config })
try {
  if (args.ifEmpty && (await payload.count({ collection: 'websites' })).totalDocs > 0) {
    process.exit(0)
  }
  const result = await seedDemo(payload, {
    cars: args.cars,
    adminEmail: process.env.SEED_ADMIN_EMAIL ?? 'admin@forecourt.example',
    password: process.env.SEED_PASSWORD ?? 'forecourt-demo',
    log: (line) => console.log(`[seed] ${line}`),
  })
  console.log(`[seed] done: ${result.cars} cars written, ${(result.ms / 1000).toFixed(1)} s in all`)
  process.exit(0)
} catch (error) {
  console.error('[seed] failed:', error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message).slice(0, 2000) : error)
  process.exit(1)
}

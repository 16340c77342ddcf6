import { inject } from 'vitest'

process.env.DATABASE_URL = inject('databaseUrl')
process.env.PAYLOAD_SECRET ||= 'forecourt-test-secret-not-for-production'
// Access denials are the point of many tests; keep the log to real failures.
process.env.PAYLOAD_LOG_LEVEL ||= 'fatal'

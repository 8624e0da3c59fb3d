import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { sql } from 'drizzle-orm'
import { createPostgresDatabase, openDatabase, type Database } from '../server/src/db/client'
import { recipes } from '../server/src/db/schema'
import { pickFreePort } from '../server/src/testing/free-port'
import { productionServerEnv, waitUntilHealthy } from '../server/src/testing/server-process'

const root = path.resolve(import.meta.dirname, '..')

export interface BenchServer {
  baseUrl: string
  pid: number
  /** Where the server keeps its mail (no SMTP here): registration links are read from it. */
  outbox: string
  /** CPU seconds (user + system) the server process has used so far. */
  cpuSeconds: () => number
  stop: () => Promise<void>
}

/** Starts the real server on a fresh embedded database (or BENCH_DATABASE_URL) and waits for /api/health. */
export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const port = await pickFreePort()
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forkcast-bench-'))
  // Benchmarks measure what production runs: the compiled bundle, rebuilt from the current sources.
  const build = spawnSync(process.execPath, ['server/scripts/build.mjs'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) throw new Error('building the server failed')
  // BENCH_SERVER_NODE_ARGS, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof', profiles the server under load.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)
  const child: ChildProcess = spawn(
    process.execPath,
    [...nodeArgs, '--enable-source-maps', 'server/dist/server.js'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...productionServerEnv({ port, dataDir, databaseUrl: process.env.BENCH_DATABASE_URL }),
        AUTH_RATE_LIMIT_PER_IP: '10000000',
        AUTH_RATE_LIMIT_PER_EMAIL: '10000000',
        JOIN_RATE_LIMIT_PER_IP: '10000000',
        // Benchmarks measure speed, not plans: every daily limit is out of the way.
        TIERS_FILE: path.join(root, 'server', 'src', 'testing', 'fixtures', 'unlimited-tiers.json'),
        // Paid features are reached through the built-in test checkout.
        BILLING_TEST_MODE: '1',
        ...env,
      },
    },
  )
  const baseUrl = `http://127.0.0.1:${port}`
  const outbox = path.join(env.DATA_DIR ?? dataDir, 'outbox')
  await waitUntilHealthy(child, baseUrl, 120_000)
  const pid = child.pid!
  const ticksPerSecond = 100 // USER_HZ on Linux
  return {
    baseUrl,
    pid,
    outbox,
    cpuSeconds: () => {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
      return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond
    },
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * Seeds a fresh embedded database (or BENCH_DATABASE_URL) straight through the server's own repository, then
 * starts the server on it and runs `measure`. Afterwards the data directory, or on PostgreSQL the seeded
 * recipes (marked with `siteName`), are removed.
 */
export async function withSeededServer(
  { siteName, seed }: { siteName: string; seed: (database: Database) => Promise<void> },
  measure: (server: BenchServer) => Promise<void>,
) {
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined
  const dataDir = databaseUrl ? null : mkdtempSync(path.join(os.tmpdir(), `${siteName}-`))
  const loader = databaseUrl
    ? createPostgresDatabase(databaseUrl, 2)
    : await openDatabase({ dataDir: dataDir! })
  try {
    await seed(loader)
  } finally {
    // PGlite allows one process per directory: the loader closes before the server opens it.
    await loader.close()
  }
  const server = await startBenchServer(dataDir ? { DATA_DIR: dataDir } : {})
  console.log(`Server pid ${server.pid} on ${server.baseUrl} (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`)
  try {
    await measure(server)
  } finally {
    await server.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
    if (databaseUrl) {
      const cleaner = createPostgresDatabase(databaseUrl, 1)
      await cleaner.db.delete(recipes).where(sql`${recipes.siteName} = ${siteName}`)
      await cleaner.close()
    }
  }
}

export const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

export const formatMs = (value: number) => `${value.toFixed(1)} ms`

/** A minimal cookie-carrying JSON client for one user, same-origin like the browser. */
export class BenchClient {
  cookie = ''
  constructor(readonly baseUrl: string) {}

  async request<T>(method: string, url: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await fetch(`${this.baseUrl}${url}`, {
      method,
      headers: { cookie: this.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const setCookie = response.headers.get('set-cookie')
    if (setCookie) this.cookie = setCookie.split(';')[0]!
    const text = await response.text()
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T }
  }

  /** Pays for a tier through the built-in test checkout (BILLING_TEST_MODE), as a person would. */
  async buyTier(tier: 'plus' | 'premium') {
    const checkout = await this.request<{ url: string }>('POST', '/api/create-checkout-session', { tier })
    if (checkout.status !== 200) throw new Error(`checkout answered ${checkout.status}`)
    const paid = await this.request(
      'POST',
      `/api/billing/test-checkout/${checkout.body.url.split('/').at(-1)}/pay`,
    )
    if (paid.status !== 200) throw new Error(`test checkout answered ${paid.status}`)
  }

  /**
   * Creates an account through the API as a person does (register, then open the mailed link) and keeps its
   * session; answers the new user's id.
   */
  async signUp(
    server: Pick<BenchServer, 'outbox'>,
    { email, firstName }: { email: string; firstName: string },
  ) {
    const registered = await this.request('POST', '/api/auth/email', {
      email,
      password: 'bench password 1',
      firstName,
      phoneNumber: '555-0100',
    })
    if (registered.status !== 202) throw new Error(`registration answered ${registered.status}`)
    const token = registrationTokens(server.outbox).get(email.toLowerCase())
    if (!token) throw new Error(`no registration link for ${email}`)
    const confirmed = await this.request<{ user: { id: number } }>('POST', '/api/auth/verify-email', {
      token,
    })
    if (confirmed.status !== 201) throw new Error(`confirming the registration answered ${confirmed.status}`)
    return confirmed.body.user.id
  }
}

// Each outbox file is read once: a bench signs up to 1,000 people, and rereading the folder each time adds up.
const readMailFiles = new Set<string>()
const tokensByAddress = new Map<string, string>()

/** Registration tokens by address, from the mail the server has written so far. */
function registrationTokens(outbox: string) {
  for (const file of readdirSync(outbox)) {
    const location = path.join(outbox, file)
    if (!file.endsWith('.json') || readMailFiles.has(location)) continue
    readMailFiles.add(location)
    const mail = JSON.parse(readFileSync(location, 'utf8')) as { to: string; text: string }
    const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1]
    if (token) tokensByAddress.set(mail.to, token)
  }
  return tokensByAddress
}

/** Runs `task` over `items` with at most `limit` in flight. */
export async function mapLimit<T, R>(
  items: T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
) {
  const results: R[] = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++
        results[index] = await task(items[index]!, index)
      }
    }),
  )
  return results
}

const PROBE_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const latencies = []
let running = true
parentPort.on('message', () => { running = false })
;(async () => {
  while (running) {
    const startedAt = performance.now()
    await fetch(workerData.baseUrl + '/api/health').then((response) => response.text())
    latencies.push(performance.now() - startedAt)
    await new Promise((resolve) => setTimeout(resolve, workerData.intervalMs))
  }
  parentPort.postMessage(latencies)
})()
`

/**
 * Asks /api/health every `intervalMs` until the answered function is called, which resolves to every latency:
 * what another user waits for meanwhile. The probe runs in its own thread, so the bench's own work (encoding
 * megabytes of request body) does not count as server stalls.
 */
export function probeHealth(baseUrl: string, intervalMs: number) {
  const worker = new Worker(PROBE_SOURCE, { eval: true, workerData: { baseUrl, intervalMs } })
  const result = new Promise<number[]>((resolve, reject) => {
    worker.once('message', (latencies: number[]) => resolve(latencies))
    worker.once('error', reject)
  })
  return async () => {
    worker.postMessage('stop')
    const latencies = await result
    await worker.terminate()
    return latencies
  }
}

// Start-up time (budget: ready ≤ 2 s on an existing database, ≤ 5 s on a fresh one).
//
//   npm run bench:start                                   embedded database (PGlite) in temp directories
//   BENCH_DATABASE_URL=postgres://… npm run bench:start   also a PostgreSQL server: each fresh run creates an
//                                                         empty database next to the named one, dropped after
//
// The server is built once as `npm run build:server` builds it (with the fresh-database template, into a
// directory of its own), then each run starts the compiled server cold on a fresh data directory (the database
// created, every migration and the catalog seed in place) and on the directory the first fresh run left. Ready is the first 200 from /api/health, polled every 10 ms from the spawn.
// The server's own boot steps (logged at debug level) and its CPU time at ready are printed beside the time.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import pg from 'pg'
import { productionServerEnv } from '../server/src/testing/server-process'
import { pickFreePort } from '../server/src/testing/free-port'
import { databaseUrlFor } from '../server/src/testing/database-url'
import { describeMachine, median, repeat, reportFigures, runCount, type Figure } from './budget'

const root = path.resolve(import.meta.dirname, '..')
// A bundle of its own: other benchmarks rebuild server/dist meanwhile, which would leave the template stale.
const distDir = path.join('server', 'dist', 'start-bench')
const EXISTING_BUDGET_S = 2
const FRESH_BUDGET_S = 5
const POLL_MS = 10
const GIVE_UP_MS = 120_000

interface StartMeasure {
  seconds: number
  cpuSeconds: number
  steps: Record<string, number>
}

const cpuSecondsOf = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100 // USER_HZ
}

/** Spawns the compiled server, waits for its first healthy answer, reads its boot steps, then stops it. */
async function measureStart({ dataDir, databaseUrl }: { dataDir: string; databaseUrl?: string }) {
  const port = await pickFreePort()
  const startedAt = performance.now()
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(distDir, 'server.js')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...productionServerEnv({ port, dataDir, databaseUrl }), LOG_LEVEL: 'debug' },
  })
  let steps: Record<string, number> = {}
  const stepsLogged = new Promise<void>((resolve) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!line.includes('"bootSteps"')) return
      steps = (JSON.parse(line) as { bootSteps: Record<string, number> }).bootSteps
      resolve()
    })
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  let seconds = NaN
  let cpuSeconds = NaN
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
      if (ok) {
        seconds = (performance.now() - startedAt) / 1000
        cpuSeconds = cpuSecondsOf(child.pid!)
        break
      }
      if (performance.now() - startedAt > GIVE_UP_MS) throw new Error('the server did not start in time')
      await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    }
    await Promise.race([stepsLogged, new Promise((resolve) => setTimeout(resolve, 2_000))])
  } finally {
    child.kill('SIGTERM')
    await exited
  }
  return { seconds, cpuSeconds, steps } satisfies StartMeasure
}

/** Median seconds of each boot step, as the time spent in it (not since the process started). */
function printBreakdown(label: string, measures: StartMeasure[]) {
  const names = Object.keys(measures[0]?.steps ?? {})
  let previous = 0
  const parts = names.map((name) => {
    const at = median(measures.map((measure) => measure.steps[name] ?? NaN))
    const part = `${name} ${(at - previous).toFixed(2)}`
    previous = at
    return part
  })
  const health = median(measures.map((measure) => measure.seconds)) - previous
  console.log(
    `${label}: ${parts.join(' · ')} · first 200 seen ${health.toFixed(2)} s later (medians, s; CPU ${median(measures.map((measure) => measure.cpuSeconds)).toFixed(2)} s)`,
  )
}

const runs = runCount()
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined
console.log(describeMachine(databaseUrl ? 'PostgreSQL' : 'PGlite'))

const build = spawnSync(
  process.execPath,
  ['server/scripts/build.mjs', '--fresh-database', '--outdir', distDir],
  {
    cwd: root,
    stdio: 'inherit',
  },
)
if (build.status !== 0) throw new Error('building the server failed')

const figures: Figure[] = []
const addFigures = (kind: 'pglite' | 'postgres', fresh: StartMeasure[], existing: StartMeasure[]) => {
  const name = kind === 'pglite' ? 'embedded' : 'PostgreSQL'
  printBreakdown(`fresh ${name}`, fresh)
  printBreakdown(`existing ${name}`, existing)
  figures.push(
    {
      id: `start.existing.${kind}`,
      label: `ready on an existing ${name} database`,
      unit: 's',
      runs: existing.map((measure) => measure.seconds),
      budget: EXISTING_BUDGET_S,
    },
    {
      id: `start.fresh.${kind}`,
      label: `ready on a fresh ${name} database`,
      unit: 's',
      runs: fresh.map((measure) => measure.seconds),
      budget: FRESH_BUDGET_S,
    },
    {
      id: `start.existing.cpu.${kind}`,
      label: `server CPU until ready, existing ${name}`,
      unit: 's',
      runs: existing.map((measure) => measure.cpuSeconds),
    },
    {
      id: `start.fresh.cpu.${kind}`,
      label: `server CPU until ready, fresh ${name}`,
      unit: 's',
      runs: fresh.map((measure) => measure.cpuSeconds),
    },
  )
}

{
  const dataDirs: string[] = []
  const fresh: StartMeasure[] = []
  const existing: StartMeasure[] = []
  try {
    await repeat(runs, async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forkcast-bench-start-'))
      dataDirs.push(dataDir)
      fresh.push(await measureStart({ dataDir }))
      existing.push(await measureStart({ dataDir: dataDirs[0]! }))
    })
  } finally {
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true })
  }
  addFigures('pglite', fresh, existing)
}

if (databaseUrl) {
  const admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  const names: string[] = []
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forkcast-bench-start-pg-'))
  const fresh: StartMeasure[] = []
  const existing: StartMeasure[] = []
  try {
    await repeat(runs, async (run) => {
      const name = `forkcast_bench_start_${process.pid}_${run}`
      await admin.query(`CREATE DATABASE ${name}`)
      names.push(name)
      fresh.push(await measureStart({ dataDir, databaseUrl: databaseUrlFor(databaseUrl, name) }))
      existing.push(await measureStart({ dataDir, databaseUrl: databaseUrlFor(databaseUrl, names[0]!) }))
    })
  } finally {
    for (const name of names) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
    rmSync(dataDir, { recursive: true, force: true })
  }
  addFigures('postgres', fresh, existing)
}

reportFigures('Start: spawn to the first 200 from /api/health', figures)

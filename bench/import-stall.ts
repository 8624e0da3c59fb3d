// Whether pasted pages stall the server (budget: /api/health p99 ≤ 50 ms while 5 pages are pasted at once).
//
//   npm run bench:import-stall                                   embedded database (PGlite) in a temp directory
//   BENCH_DATABASE_URL=postgres://… npm run bench:import-stall   a PostgreSQL server
//
// Starts the real server on loopback, registers one user, pastes 5 copies of the page that once stopped the
// server for minutes (104,000 microdata ingredient spans, 4.78 MB) at the same time while /api/health is asked
// every 10 ms, and prints each import's answer and time and the health latency. The server is stopped by its PID.
import { Worker } from 'node:worker_threads'
import { BenchClient, formatMs, percentile, startBenchServer } from './server-process'

const PAGES = 5
const SPANS = 104_000
const HEALTH_P99_BUDGET_MS = 50

const stallingPage = (copy: number) =>
  `<html><body><div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Stall ${copy}</h1>` +
  `${'<span itemprop="recipeIngredient">1 egg</span>'.repeat(SPANS)}` +
  `<div itemprop="recipeInstructions">Whisk the eggs.</div></div></body></html>`

/*
 * Asks /api/health every 10 ms until stopped: what everyone else waits for while the pages are read. The probe
 * runs in its own thread, so this process's own work (encoding 5 MB bodies) does not count as server stalls.
 */
const PROBE_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const latencies = []
let running = true
parentPort.on('message', () => { running = false })
;(async () => {
  while (running) {
    const startedAt = performance.now()
    await fetch(workerData + '/api/health').then((response) => response.text())
    latencies.push(performance.now() - startedAt)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  parentPort.postMessage(latencies)
})()
`

function probeHealth(baseUrl: string) {
  const worker = new Worker(PROBE_SOURCE, { eval: true, workerData: baseUrl })
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

const describeLatencies = (latencies: number[]) =>
  `${latencies.length} requests, p50 ${formatMs(percentile(latencies, 50))}, p99 ${formatMs(percentile(latencies, 99))}, ` +
  `max ${formatMs(Math.max(...latencies))}`

async function main() {
  const pages = Array.from({ length: PAGES }, (_unused, copy) => stallingPage(copy))
  console.log(
    `Import stall: ${PAGES} pasted pages at once, each ${SPANS.toLocaleString('en-US')} microdata ingredient spans ` +
      `(${(Buffer.byteLength(pages[0]!) / 1_000_000).toFixed(2)} MB), ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}`,
  )
  const server = await startBenchServer()
  try {
    const client = new BenchClient(server.baseUrl)
    await client.signUp(server, { email: `bench-stall-${Date.now()}@example.com`, firstName: 'Bench' })

    const stopIdleProbe = probeHealth(server.baseUrl)
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    console.log(`  /api/health idle: ${describeLatencies(await stopIdleProbe())}`)

    const cpuBefore = server.cpuSeconds()
    const stopProbe = probeHealth(server.baseUrl)
    const startedAt = performance.now()
    const answers = await Promise.all(
      pages.map(async (html, copy) => {
        const response = await client.request<{ message?: string; recipe?: { ingredients: string[] } }>(
          'POST',
          '/api/recipes/import',
          { html },
        )
        const seconds = (performance.now() - startedAt) / 1000
        return { copy, seconds, status: response.status, message: response.body.message ?? null }
      }),
    )
    const health = await stopProbe()
    const cpuSeconds = server.cpuSeconds() - cpuBefore
    for (const answer of answers) {
      console.log(
        `  page ${answer.copy + 1}: ${answer.status} after ${answer.seconds.toFixed(2)} s${answer.message ? ` (${answer.message})` : ''}`,
      )
    }
    console.log(
      `  /api/health while the pages were read: ${describeLatencies(health)}; server CPU ${cpuSeconds.toFixed(2)} s`,
    )
    const p99 = percentile(health, 99)
    const verdict = p99 <= HEALTH_P99_BUDGET_MS ? 'met' : 'MISSED'
    console.log(`Budget: /api/health p99 ≤ ${HEALTH_P99_BUDGET_MS} ms: ${verdict} (${formatMs(p99)})`)
  } finally {
    await server.stop()
  }
}

await main()

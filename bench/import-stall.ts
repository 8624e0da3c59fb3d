// Whether pasted pages stall the server (budget: /api/health p99 ≤ 50 ms while 5 pages are pasted at once).
//
//   npm run bench:import-stall [-- --runs N]                                   embedded database (PGlite) in a temp directory
//   BENCH_DATABASE_URL=postgres://… npm run bench:import-stall [-- --runs N]   a PostgreSQL server
//
// Starts the real server on loopback, registers one user and, in each run, pastes 5 copies of the page that once
// stopped the server for minutes (104,000 microdata ingredient spans, 4.78 MB) at the same time while
// /api/health is asked every 10 ms; prints each import's answer and time, and reports the health p99 through
// bench/budget.ts. The server is stopped by its PID.
import { BenchClient, formatMs, percentile, probeHealth, startBenchServer } from './server-process'
import { databaseIdSuffix, databaseKind, describeMachine, reportFigures, runCount } from './budget'

const PAGES = 5
const SPANS = 104_000
const HEALTH_P99_BUDGET_MS = 50
// Asked more often than during a bulk upload: five pages are read one after another in a few seconds.
const HEALTH_INTERVAL_MS = 10

const stallingPage = (copy: number) =>
  `<html><body><div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Stall ${copy}</h1>` +
  `${'<span itemprop="recipeIngredient">1 egg</span>'.repeat(SPANS)}` +
  `<div itemprop="recipeInstructions">Whisk the eggs.</div></div></body></html>`

const describeLatencies = (latencies: number[]) =>
  `${latencies.length} requests, p50 ${formatMs(percentile(latencies, 50))}, p99 ${formatMs(percentile(latencies, 99))}, ` +
  `max ${formatMs(Math.max(...latencies))}`

async function main() {
  const database = databaseKind()
  console.log(describeMachine(database))
  const pages = Array.from({ length: PAGES }, (_unused, copy) => stallingPage(copy))
  console.log(
    `Import stall: ${PAGES} pasted pages at once, each ${SPANS.toLocaleString('en-US')} microdata ingredient spans ` +
      `(${(Buffer.byteLength(pages[0]!) / 1_000_000).toFixed(2)} MB), ${database}`,
  )
  const runs = runCount()
  const healthP99: number[] = []
  const readSeconds: number[] = []
  const server = await startBenchServer()
  try {
    const client = new BenchClient(server.baseUrl)
    await client.signUp(server, { email: `bench-stall-${Date.now()}@example.com`, firstName: 'Bench' })

    const stopIdleProbe = probeHealth(server.baseUrl, HEALTH_INTERVAL_MS)
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    console.log(`  /api/health idle: ${describeLatencies(await stopIdleProbe())}`)

    for (let run = 0; run < runs; run += 1) {
      console.log(`run ${run + 1} of ${runs}`)
      const cpuBefore = server.cpuSeconds()
      const stopProbe = probeHealth(server.baseUrl, HEALTH_INTERVAL_MS)
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
      healthP99.push(percentile(health, 99))
      readSeconds.push(Math.max(...answers.map((answer) => answer.seconds)))
    }
  } finally {
    await server.stop()
  }
  const suffix = databaseIdSuffix()
  reportFigures(`Import stall, ${database}`, [
    {
      id: `import.stall.health.p99.${suffix}`,
      label: `/api/health p99 while ${PAGES} pages are read`,
      unit: 'ms',
      runs: healthP99,
      budget: HEALTH_P99_BUDGET_MS,
    },
    {
      id: `import.stall.pages.${suffix}`,
      label: `all ${PAGES} pages answered`,
      unit: 's',
      runs: readSeconds,
    },
  ])
}

await main()

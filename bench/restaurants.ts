// Restaurant search speed through the HTTP API against a local fake Overpass (budget: cached p95 ≤ 20 ms).
//
//   npm run bench:restaurants                                   embedded database (PGlite) in a temp directory
//   BENCH_DATABASE_URL=postgres://… npm run bench:restaurants   a PostgreSQL server
//
// Uncached: every search is in a new ~100 m cell, so the server asks the provider and stores its answer.
// Cached: the same searches again, answered from the database cache without calling the provider.
import { startFakeOverpass } from '../server/src/testing/fake-places-servers'
import { BenchClient, formatMs, percentile, startBenchServer } from './server-process'

const SEARCHES = 200
const WARMUP_SEARCHES = 20
const CACHED_BUDGET_MS = 20

// Cells 0.002° apart (about 220 m) around Springfield, IL: no two share a cache entry.
const searchAt = (index: number) => ({
  cuisine: 'italian',
  serviceType: 'delivery',
  latitude: 39.5 + Math.floor(index / 20) * 0.002,
  longitude: -89.9 + (index % 20) * 0.002,
})

async function timeSearches(client: BenchClient, indexes: number[]) {
  const latencies: number[] = []
  let results = 0
  for (const index of indexes) {
    const started = performance.now()
    const response = await client.request<{ restaurants: unknown[] }>(
      'POST',
      '/api/restaurants/search',
      searchAt(index),
    )
    latencies.push(performance.now() - started)
    if (response.status !== 200) throw new Error(`search answered ${response.status}`)
    results += response.body.restaurants.length
  }
  return { latencies, averageResults: results / indexes.length }
}

const describe = (name: string, latencies: number[], averageResults: number) =>
  `  ${name.padEnd(9)} p50 ${formatMs(percentile(latencies, 50))}  p95 ${formatMs(percentile(latencies, 95))}  ` +
  `max ${formatMs(Math.max(...latencies))}  (${averageResults.toFixed(1)} restaurants per answer)`

async function main() {
  const overpass = await startFakeOverpass()
  const server = await startBenchServer({ OVERPASS_URL: overpass.url, PLACES_PROVIDER: 'osm' })
  console.log(
    `Server pid ${server.pid} on ${server.baseUrl} (${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}), fake Overpass at ${overpass.url}`,
  )
  try {
    const client = new BenchClient(server.baseUrl)
    await client.signUp(server, { email: `bench-${Date.now()}@example.com`, firstName: 'Bench' })

    // Warm-up in cells the measured searches never use.
    const warmup = Array.from({ length: WARMUP_SEARCHES }, (_, index) => SEARCHES + index)
    await timeSearches(client, warmup)
    await timeSearches(client, warmup)

    const indexes = Array.from({ length: SEARCHES }, (_, index) => index)
    const askedBefore = overpass.requests.length
    const uncached = await timeSearches(client, indexes)
    const askedUncached = overpass.requests.length - askedBefore
    const cached = await timeSearches(client, indexes)
    const askedCached = overpass.requests.length - askedBefore - askedUncached

    // For scale on this machine: the cheapest signed-in read (session lookup plus one small query).
    const baseline: number[] = []
    for (let index = 0; index < SEARCHES; index++) {
      const started = performance.now()
      await client.request('GET', '/api/favorite-restaurants')
      baseline.push(performance.now() - started)
    }

    console.log(`${SEARCHES} sequential searches each, after ${WARMUP_SEARCHES} warm-up searches:`)
    console.log(
      `${describe('uncached', uncached.latencies, uncached.averageResults)}  provider calls: ${askedUncached}`,
    )
    const cachedP95 = percentile(cached.latencies, 95)
    console.log(
      `${describe('cached', cached.latencies, cached.averageResults)}  provider calls: ${askedCached}  ` +
        (cachedP95 <= CACHED_BUDGET_MS ? 'within budget' : `OVER the ${CACHED_BUDGET_MS} ms budget`),
    )
    console.log(describe('baseline', baseline, 0).replace(/\s+\(.*\)$/, '  (GET /api/favorite-restaurants)'))
  } finally {
    await server.stop()
    await overpass.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})

// A phone on a slow network: Lighthouse's mobile profile with its default (simulated) throttling, against the
// production server and the system Chromium, on the landing page, the dashboard, a voting board, a recipe page
// and a grocery list (budgets: performance score ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.02; the landing page's
// JavaScript before paint ≤ 100 KB gzipped).
//
//   npm run bench:lighthouse                   builds the web app (a private copy) and the server, then measures
//   npm run bench:lighthouse -- --runs 5       five runs a page (default 3; the median is compared)
//   npm run bench:lighthouse -- --dist web/dist   serves an existing build instead of building one
//   npm run bench:lighthouse -- --pages landing,board
//
// The signed-in pages belong to a person created through the API (registration, onboarding, a group, Plus
// through the built-in test checkout, a board and a grocery list); Lighthouse sends their session cookie. While
// the dashboard and the board load, a second member votes on the board every 400 ms, so their layout shift
// includes live events arriving. Reports (HTML and JSON) are kept in bench/reports/, which git ignores.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { describeMachine, databaseKind, repeat, reportFigures, runCount, type Figure } from './budget'
import { BenchClient, startBenchServer, type BenchServer } from './server-process'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium'

const root = path.resolve(import.meta.dirname, '..')
const LANDING_JS_BUDGET_KB = 100

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string' },
    dist: { type: 'string' },
    pages: { type: 'string', default: 'landing,dashboard,board,recipe,grocery-list' },
  },
  strict: false,
})

type PageId = 'landing' | 'dashboard' | 'board' | 'recipe' | 'grocery-list'

interface Setup {
  cookie: string
  boardPath: string
  recipePath: string
  groceryListPath: string
  /** Votes on the board as another member, until the answered function is called. */
  startLiveVotes: () => () => Promise<void>
}

const PAGES: Record<
  PageId,
  { label: string; path: (setup: Setup) => string; signedIn: boolean; live: boolean }
> = {
  landing: { label: 'landing page', path: () => '/', signedIn: false, live: false },
  dashboard: { label: 'dashboard', path: () => '/', signedIn: true, live: true },
  board: { label: 'voting board', path: (setup) => setup.boardPath, signedIn: true, live: true },
  recipe: { label: 'recipe page', path: (setup) => setup.recipePath, signedIn: true, live: false },
  'grocery-list': {
    label: 'grocery list',
    path: (setup) => setup.groceryListPath,
    signedIn: true,
    live: false,
  },
}

/** Builds the web app with its normal configuration into a private folder, so web/dist is never touched. */
function buildWeb(): string {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'forkcast-lighthouse-web-'))
  const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: path.join(root, 'web'),
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (build.status !== 0) throw new Error('building the web app failed')
  return outDir
}

const gzippedSize = (file: string) =>
  existsSync(`${file}.gz`)
    ? readFileSync(`${file}.gz`).length
    : gzipSync(readFileSync(file), { level: 9 }).length

/** The landing page's JavaScript before paint: index.html's entry script and every modulepreload, gzipped. */
function landingScripts(distDir: string) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8')
  const sources = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1]!)
  const files = sources.map((source) => ({
    source,
    bytes: gzippedSize(path.join(distDir, source.replace(/^\//, ''))),
  }))
  return { files, kilobytes: files.reduce((sum, file) => sum + file.bytes, 0) / 1024 }
}

async function expectStatus<T>(
  client: BenchClient,
  method: string,
  url: string,
  body: unknown,
  statuses: number[],
): Promise<T> {
  const response = await client.request<T & { message?: string }>(method, url, body)
  if (!statuses.includes(response.status))
    throw new Error(`${method} ${url} answered ${response.status}: ${response.body?.message ?? ''}`)
  return response.body
}

/** A family of two with Plus, an open cuisine board, a recipe and a grocery list, made through the API. */
async function prepareFamily(server: BenchServer): Promise<Setup> {
  const stamp = Date.now()
  const owner = new BenchClient(server.baseUrl)
  const member = new BenchClient(server.baseUrl)
  await owner.signUp(server, { email: `lighthouse-owner-${stamp}@example.com`, firstName: 'Ana' })
  await member.signUp(server, { email: `lighthouse-member-${stamp}@example.com`, firstName: 'Ben' })
  for (const client of [owner, member])
    await expectStatus(client, 'POST', '/api/user/onboarding', {}, [200, 201])
  const group = await expectStatus<{ id: number; inviteCode: string }>(
    owner,
    'POST',
    '/api/family-groups',
    { name: 'Lighthouse family' },
    [201],
  )
  await expectStatus(member, 'POST', '/api/family-groups/join', { inviteCode: group.inviteCode }, [200])
  // Grocery lists from recipes are a Plus feature: paid through the built-in test checkout, as a person would.
  await owner.buyTier('plus')
  const board = await expectStatus<{ session: { id: number; options: Array<{ id: string }> } }>(
    owner,
    'POST',
    '/api/elimination-session',
    { groupId: group.id, category: 'cuisine' },
    [200],
  )
  const found = await expectStatus<Array<{ id: number; imageUrl?: string | null }>>(
    owner,
    'GET',
    '/api/recipes/search?q=chicken',
    undefined,
    [200],
  )
  // The recipe page is measured with its picture, the usual largest paint.
  const recipe = found.find((candidate) => candidate.imageUrl) ?? found[0]
  if (!recipe) throw new Error('the catalog has no chicken recipe')
  const list = await expectStatus<{ id: number }>(
    owner,
    'POST',
    '/api/smart-meals/grocery-list',
    { groupId: group.id, recipeIds: found.slice(0, 3).map((candidate) => candidate.id) },
    [201],
  )
  const sessionId = board.session.id
  const optionIds = board.session.options.map((option) => option.id)
  return {
    cookie: owner.cookie,
    boardPath: `/elimination/cuisine?groupId=${group.id}`,
    recipePath: `/recipe/${recipe.id}`,
    groceryListPath: `/grocery-lists/${list.id}`,
    startLiveVotes: () => {
      let next = 0
      let pending: Promise<unknown> = Promise.resolve()
      // Recommending (and taking back) options changes the board and the dashboard without deciding anything.
      const timer = setInterval(() => {
        const optionId = optionIds[next % optionIds.length]!
        next += 1
        pending = member.request('POST', `/api/elimination-session/${sessionId}/prefer`, { optionId })
      }, 400)
      return async () => {
        clearInterval(timer)
        await pending
      }
    },
  }
}

interface PageResult {
  /** Lighthouse's own CPU benchmark of this machine at that moment; its mobile throttling assumes about 1,000+. */
  benchmarkIndex: number
  score: number
  lcpSeconds: number
  tbtMs: number
  cls: number
  scriptKilobytes: number
}

/** Lighthouse now and then loses the trace on a busy machine (NO_NAVSTART): such a run is tried again, twice. */
async function measurePage(
  port: number,
  url: string,
  extraHeaders: Record<string, string> | undefined,
  reportBase: string,
): Promise<PageResult> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measurePageOnce(port, url, extraHeaders, reportBase)
    } catch (error) {
      if (attempt >= 3 || !(error instanceof LighthouseRunError)) throw error
      console.warn(`  ${error.message}; trying again`)
    }
  }
}

class LighthouseRunError extends Error {}

async function measurePageOnce(
  port: number,
  url: string,
  extraHeaders: Record<string, string> | undefined,
  reportBase: string,
): Promise<PageResult> {
  const result = await lighthouse(url, {
    port,
    output: ['html', 'json'],
    onlyCategories: ['performance'],
    logLevel: 'error',
    extraHeaders,
  })
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const [html, json] = result.report as string[]
  writeFileSync(`${reportBase}.html`, html!)
  writeFileSync(`${reportBase}.json`, json!)
  const { lhr } = result
  if (lhr.runtimeError) throw new LighthouseRunError(`Lighthouse failed on ${url}: ${lhr.runtimeError.code}`)
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN
  const summary = lhr.audits['resource-summary']?.details
  const scriptBytes =
    summary?.type === 'table'
      ? Number(summary.items.find((item) => item.resourceType === 'script')?.transferSize ?? NaN)
      : NaN
  return {
    benchmarkIndex: lhr.environment.benchmarkIndex,
    score: (lhr.categories.performance?.score ?? NaN) * 100,
    lcpSeconds: numeric('largest-contentful-paint') / 1000,
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptKilobytes: scriptBytes / 1024,
  }
}

const pageFigures = (page: PageId, label: string, results: PageResult[]): Figure[] => [
  {
    id: `lighthouse.${page}.score`,
    label: `${label}, performance score`,
    unit: 'score',
    runs: results.map((result) => result.score),
    budget: 95,
    higherIsBetter: true,
  },
  {
    id: `lighthouse.${page}.lcp`,
    label: `${label}, largest contentful paint`,
    unit: 's',
    runs: results.map((result) => result.lcpSeconds),
    budget: 2,
  },
  {
    id: `lighthouse.${page}.tbt`,
    label: `${label}, total blocking time`,
    unit: 'ms',
    runs: results.map((result) => result.tbtMs),
    budget: 150,
  },
  {
    id: `lighthouse.${page}.cls`,
    label: `${label}, cumulative layout shift`,
    unit: 'score',
    runs: results.map((result) => result.cls),
    budget: 0.02,
  },
  {
    id: `lighthouse.${page}.script`,
    label: `${label}, JavaScript loaded (transfer)`,
    unit: 'KB',
    runs: results.map((result) => result.scriptKilobytes),
  },
]

async function main() {
  console.log(describeMachine(databaseKind()))
  const runs = runCount()
  const pages = String(args.pages)
    .split(',')
    .filter((page): page is PageId => page in PAGES)
  const distDir = typeof args.dist === 'string' ? path.resolve(args.dist) : buildWeb()
  const landing = landingScripts(distDir)
  console.log(
    `Landing JavaScript before paint (entry + ${landing.files.length - 1} modulepreloads, gzipped):`,
  )
  for (const file of landing.files)
    console.log(`  ${(file.bytes / 1024).toFixed(1).padStart(6)} KB  ${file.source}`)

  const reportDir = path.join(root, 'bench', 'reports', new Date().toISOString().replace(/[:.]/g, '-'))
  mkdirSync(reportDir, { recursive: true })
  const server = await startBenchServer({ WEB_DIST_DIR: distDir })
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  })
  const results = new Map<PageId, PageResult[]>()
  try {
    const setup = await prepareFamily(server)
    for (const page of pages) {
      const { label, signedIn, live } = PAGES[page]
      const url = `${server.baseUrl}${PAGES[page].path(setup)}`
      console.log(`Measuring the ${label} (${url}), ${runs} run(s)…`)
      results.set(
        page,
        await repeat(runs, async (run) => {
          const stopVotes = live ? setup.startLiveVotes() : null
          try {
            return await measurePage(
              chrome.port,
              url,
              signedIn ? { Cookie: setup.cookie } : undefined,
              path.join(reportDir, `${page}-${run + 1}`),
            )
          } finally {
            await stopVotes?.()
          }
        }),
      )
    }
  } finally {
    chrome.kill()
    await server.stop()
    if (typeof args.dist !== 'string') rmSync(distDir, { recursive: true, force: true })
  }

  console.log(`\n${describeMachine(databaseKind())} (after the runs)`)
  for (const page of pages) {
    const figures = pageFigures(page, PAGES[page].label, results.get(page)!)
    if (page === 'landing')
      figures.push({
        id: 'lighthouse.landing.js-before-paint',
        label: 'landing JavaScript before paint (entry + modulepreloads), gzipped',
        unit: 'KB',
        runs: [landing.kilobytes],
        budget: LANDING_JS_BUDGET_KB,
      })
    reportFigures(`Lighthouse, mobile, ${PAGES[page].label}`, figures)
    // A busy machine runs every task slower, and the 4× CPU throttling multiplies that: the blocking time grows most.
    const indexes = results.get(page)!.map((result) => Math.round(result.benchmarkIndex))
    console.log(`Lighthouse CPU benchmark index per run: ${indexes.join(', ')}`)
  }
  console.log(`\nReports (HTML and JSON): ${path.relative(process.cwd(), reportDir) || reportDir}`)
}

await main()

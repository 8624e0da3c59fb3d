/**
 * Recipe importer benchmark. First the accuracy on the hand-written evaluation set (pages all right:
 * title, ingredients and instructions; then per field), then parse time: every fixture page many times,
 * then one 5 MB page, then every real page of the development half (.corpus/recipe-pages, when it is
 * built) once per run, with its per-page p50 and p95 reported against the budget. It prints figures; it
 * is not a test.
 *
 *   npm run bench:parse            (ROUNDS=200 npm run bench:parse for steadier numbers; EVAL_ONLY=1 skips timing;
 *                                   EVAL_VERBOSE=1 lists every wrong field; -- --runs N passes over the dev half)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { EVAL_FIELDS, evaluateAllPages } from '../server/src/features/imports/eval/evaluate-pages'
import { listFixtureFiles, readFixture } from '../server/src/features/imports/parser/fixture-files'
import { parseRecipePage } from '../server/src/features/imports/parser/parse-recipe-page'
import { parseRecipeText } from '../server/src/features/imports/parser/plain-text'
import { decodeHtmlBytes } from '../server/src/lib/decode-html'
import { describeMachine, reportFigures, runCount, type Figure } from './budget'

const ROUNDS = Number(process.env.ROUNDS ?? 50)
const LARGE_PAGE_BYTES = 5_000_000
/** Budget for the dev half's per-page p95 in CPU time (about 19 ms measured on the shared two-core machine). */
const PAGE_P95_BUDGET_MS = 25
const root = path.resolve(import.meta.dirname, '..')
const corpusDirectory = path.join(root, '.corpus', 'recipe-pages')
const prepareScript = path.relative(
  root,
  path.resolve(root, '..', 'shared', 'import-corpus', 'prepare-dev.sh'),
)

const readPercentile = (sorted: readonly number[], fraction: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0

const formatMs = (ms: number): string => `${ms.toFixed(3)} ms`

const readCpuMs = (since: NodeJS.CpuUsage): number => {
  const usage = process.cpuUsage(since)
  return (usage.user + usage.system) / 1000
}

const parseFixture = (name: string, text: string): void => {
  if (name.endsWith('.txt')) parseRecipeText(text)
  else parseRecipePage(text, `https://bench.forkcast.test/${name}`)
}

const benchFixtures = (): number => {
  const pages = listFixtureFiles().map((name) => ({ name, text: readFixture(name) }))
  // One warm-up pass so the JIT and module loading do not count.
  for (const page of pages) parseFixture(page.name, page.text)
  const timings: number[] = []
  const started = performance.now()
  const cpuBefore = process.cpuUsage()
  for (let round = 0; round < ROUNDS; round++) {
    for (const page of pages) {
      const begin = performance.now()
      parseFixture(page.name, page.text)
      timings.push(performance.now() - begin)
    }
  }
  const elapsedSeconds = (performance.now() - started) / 1000
  const cpuMs = readCpuMs(cpuBefore)
  timings.sort((left, right) => left - right)
  console.log(`fixtures: ${pages.length} pages x ${ROUNDS} rounds = ${timings.length} parses`)
  console.log(`  p50 ${formatMs(readPercentile(timings, 0.5))}`)
  console.log(`  p95 ${formatMs(readPercentile(timings, 0.95))}`)
  console.log(`  max ${formatMs(timings.at(-1) ?? 0)}`)
  console.log(`  ${Math.round(timings.length / elapsedSeconds)} pages/s`)
  // Wall time swings with machine load; CPU time per page is the steadier figure on a busy box.
  console.log(`  cpu ${formatMs(cpuMs / timings.length)} per page on average`)
  return readPercentile(timings, 0.95)
}

interface CorpusPage {
  file: string
  url: string
}

/** The development half's pages (<host>/<name>.html, with the page address in <name>.json). */
const listCorpusPages = (): CorpusPage[] =>
  readdirSync(corpusDirectory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((host) =>
      readdirSync(path.join(corpusDirectory, host.name))
        .filter((name) => name.endsWith('.html'))
        .sort()
        .map((name) => {
          const file = path.join(corpusDirectory, host.name, name)
          const expected = JSON.parse(readFileSync(file.replace(/\.html$/, '.json'), 'utf8')) as {
            canonical_url?: unknown
          }
          const url =
            typeof expected.canonical_url === 'string' ? expected.canonical_url : `https://${host.name}/`
          return { file, url }
        }),
    )

interface PassTimings {
  wall: number[]
  cpu: number[]
}

/**
 * One pass over every dev-half page: each page read and decoded first, then only the parse is timed, by the
 * wall clock and by the process's CPU time (the steadier figure on a shared, loaded machine).
 */
const timeCorpusPass = (pages: readonly CorpusPage[]): PassTimings => {
  const wall: number[] = []
  const cpu: number[] = []
  for (const page of pages) {
    const html = decodeHtmlBytes(readFileSync(page.file))
    const cpuBefore = process.cpuUsage()
    const begin = performance.now()
    parseRecipePage(html, page.url)
    wall.push(performance.now() - begin)
    cpu.push(readCpuMs(cpuBefore))
  }
  const ascending = (left: number, right: number) => left - right
  return { wall: wall.sort(ascending), cpu: cpu.sort(ascending) }
}

const benchCorpus = (): Figure[] => {
  const pages = listCorpusPages()
  const runs = runCount(3)
  // One warm-up pass so the JIT and module loading do not count.
  timeCorpusPass(pages)
  const passes = Array.from({ length: runs }, () => timeCorpusPass(pages))
  const slowest = Math.max(...passes.map((timings) => timings.cpu.at(-1) ?? 0))
  console.log(
    `development half: ${pages.length} real pages x ${runs} runs; slowest page ${formatMs(slowest)} of CPU time`,
  )
  return [
    {
      id: 'parse.page.p50',
      label: 'per-page parse p50 (CPU), dev half',
      unit: 'ms',
      runs: passes.map((timings) => readPercentile(timings.cpu, 0.5)),
    },
    {
      id: 'parse.page.p95',
      label: 'per-page parse p95 (CPU), dev half',
      unit: 'ms',
      runs: passes.map((timings) => readPercentile(timings.cpu, 0.95)),
      budget: PAGE_P95_BUDGET_MS,
    },
    {
      id: 'parse.page.wall.p95',
      label: 'per-page parse p95 (wall clock), dev half',
      unit: 'ms',
      runs: passes.map((timings) => readPercentile(timings.wall, 0.95)),
    },
  ]
}

const benchLargePage = (label: string, html: string): void => {
  parseRecipePage(html)
  const timings: number[] = []
  const cpuTimings: number[] = []
  for (let round = 0; round < 5; round++) {
    const begin = performance.now()
    const cpuBefore = process.cpuUsage()
    parseRecipePage(html)
    cpuTimings.push(readCpuMs(cpuBefore))
    timings.push(performance.now() - begin)
  }
  timings.sort((left, right) => left - right)
  cpuTimings.sort((left, right) => left - right)
  console.log(`${label}: ${(html.length / 1_000_000).toFixed(1)} MB x 5`)
  console.log(`  p50 ${formatMs(readPercentile(timings, 0.5))}, max ${formatMs(timings.at(-1) ?? 0)}`)
  console.log(`  cpu p50 ${formatMs(readPercentile(cpuTimings, 0.5))}`)
}

/** Pads a real fixture to 5 MB with the filler, just before </body>. */
const padFixture = (name: string, filler: string): string =>
  readFixture(name).replace('</body>', `${filler.repeat(Math.ceil(LARGE_PAGE_BYTES / filler.length))}</body>`)

const formatShare = (share: number): string => `${(share * 100).toFixed(1)} %`

const reportAccuracy = (): void => {
  const summary = evaluateAllPages()
  console.log(`evaluation set: ${summary.pages} hand-written pages`)
  console.log(`  all right (title, ingredients, instructions): ${formatShare(summary.allRight)}`)
  for (const field of EVAL_FIELDS) console.log(`  ${field}: ${formatShare(summary.perField[field])}`)
  for (const result of summary.results) {
    if (result.wrong.length === 0) continue
    console.log(`  ✗ ${result.name}: ${result.wrong.map((wrong) => wrong.field).join(', ')}`)
    if (process.env.EVAL_VERBOSE !== '1') continue
    for (const wrong of result.wrong) {
      console.log(`      ${wrong.field} expected ${JSON.stringify(wrong.expected)}`)
      console.log(`      ${' '.repeat(wrong.field.length)}   got ${JSON.stringify(wrong.actual)}`)
    }
  }
}

console.log(describeMachine())
reportAccuracy()
if (process.env.EVAL_ONLY === '1') process.exit(0)
const fixtureP95 = benchFixtures()
// Worst case: 5 MB of nothing but markup (a comment thread), every byte of it parsed into the DOM.
benchLargePage(
  'large page, all markup',
  padFixture(
    'jsonld-wprm-card.html',
    '<div class="comment"><h3>Reader</h3><p>Made this twice &amp; loved it. <a href="#">Reply</a></p></div>\n',
  ),
)
// The usual shape of a heavy page: inline scripts and styles, which are cut before parsing.
benchLargePage(
  'large page, mostly inline script',
  padFixture(
    'jsonld-wprm-card.html',
    '<script>window.__ads = window.__ads || []; __ads.push({ slot: "a" });</script>\n',
  ),
)

const figures: Figure[] = []
if (existsSync(corpusDirectory)) {
  figures.push(...benchCorpus())
} else {
  console.log(
    [
      '',
      'The development half is not built (.corpus/recipe-pages is missing), so only the own fixtures are timed.',
      'Build it once per machine from a git snapshot of hhursev/recipe-scrapers (never commit anything under .corpus/):',
      '',
      `  ${prepareScript} <git dir of hhursev/recipe-scrapers>`,
    ].join('\n'),
  )
}
figures.push({
  id: 'parse.fixtures.p95',
  label: 'own fixture pages, parse p95',
  unit: 'ms',
  runs: [fixtureP95],
})
reportFigures('Recipe parser', figures)

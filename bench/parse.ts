/**
 * Recipe importer benchmark. First the accuracy on the hand-written evaluation set (pages all right:
 * title, ingredients and instructions; then per field), then parse time: every fixture page many times,
 * then one 5 MB page. It prints figures; it is not a test.
 *
 *   npm run bench:parse            (ROUNDS=200 npm run bench:parse for steadier numbers; EVAL_ONLY=1 skips timing;
 *                                   EVAL_VERBOSE=1 lists every wrong field)
 */
import { EVAL_FIELDS, evaluateAllPages } from '../server/src/features/imports/eval/evaluate-pages'
import { listFixtureFiles, readFixture } from '../server/src/features/imports/parser/fixture-files'
import { parseRecipePage } from '../server/src/features/imports/parser/parse-recipe-page'
import { parseRecipeText } from '../server/src/features/imports/parser/plain-text'

const ROUNDS = Number(process.env.ROUNDS ?? 50)
const LARGE_PAGE_BYTES = 5_000_000

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

const benchFixtures = (): void => {
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

reportAccuracy()
if (process.env.EVAL_ONLY === '1') process.exit(0)
benchFixtures()
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

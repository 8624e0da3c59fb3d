// `npm run eval:import`: scores `npm run parse-recipe` on the development half of the real-page corpus with the
// shared evaluator; the corpus is built on each machine and never committed (third-party pages).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const corpus = path.join(root, '.corpus', 'recipe-pages')
const evaluator = path.resolve(root, '..', 'shared', 'import-corpus', 'eval-import.mjs')
const prepare = path.relative(root, path.resolve(root, '..', 'shared', 'import-corpus', 'prepare-dev.sh'))

if (!existsSync(evaluator)) {
  process.stderr.write(`The evaluator is missing: expected ${evaluator}\n`)
  process.exit(1)
}
if (!existsSync(corpus)) {
  process.stderr.write(
    [
      'The development corpus is not built (.corpus/recipe-pages is missing). Build it once per machine from a git',
      'snapshot of hhursev/recipe-scrapers (a bare git dir or a checkout):',
      '',
      `  ${prepare} <git dir of hhursev/recipe-scrapers>`,
      '',
      'then run `npm run eval:import` again. Never commit anything under .corpus/.',
      '',
    ].join('\n'),
  )
  process.exit(1)
}

// Extra arguments (--verbose, --json FILE, --hosts a,b, --limit N) go straight to the evaluator.
const result = spawnSync(
  process.execPath,
  [
    evaluator,
    '--corpus',
    corpus,
    '--cmd',
    'npm run --silent parse-recipe -- --url {url} {html}',
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit' },
)
process.exit(result.status ?? 1)

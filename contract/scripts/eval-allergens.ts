// Prints precision and recall of the allergen lexicon on the hand-written evaluation set, at both levels.
import { detectAllergens } from '../src/allergen-lexicon'
import { ALLERGEN_EVAL_SET } from '../src/testing/allergen-eval-set'
import { formatLevelReport, scoreLevel, type LevelDetection } from '../src/testing/allergen-eval'

const detect = (line: string): LevelDetection => {
  const { allergens, mayContain } = detectAllergens(line)
  return { contains: allergens, often: mayContain }
}

const composite = ALLERGEN_EVAL_SET.filter((entry) => entry.kind !== 'plain').length
console.log(
  `Allergen evaluation set: ${ALLERGEN_EVAL_SET.length} lines (${composite} composite foods and tricky lines)\n`,
)
const verbose = process.argv.includes('--verbose')
for (const [level, title] of [
  ['contains', 'Contains (always holds the allergen)'],
  ['any', 'Contains or often contains (what a member’s filter avoids)'],
] as const) {
  const report = scoreLevel(ALLERGEN_EVAL_SET, detect, level)
  console.log(`${formatLevelReport(title, report)}\n`)
  if (verbose) {
    for (const { line, missed } of report.misses) console.log(`  missed ${missed.join(', ')}: ${line}`)
    for (const { line, extra } of report.falseAlarms)
      console.log(`  false alarm ${extra.join(', ')}: ${line}`)
    console.log('')
  }
}

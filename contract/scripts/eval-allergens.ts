// Prints precision and recall of the allergen lexicon on the hand-written evaluation sets: the English
// tables at both levels, then every language read with its own lexicon and with no language known.
import { detectAllergens, type AllergenOptions } from '../src/allergen-lexicon'
import {
  formatLanguageTable,
  formatLevelReport,
  scoreLevel,
  type LanguageRow,
  type LevelDetection,
} from '../src/testing/allergen-eval'
import { LANGUAGE_EVAL_SETS } from '../src/testing/allergen-eval/index'
import { ALLERGEN_EVAL_SET } from '../src/testing/allergen-eval-set'

const detector =
  (options: AllergenOptions) =>
  (line: string): LevelDetection => {
    const { allergens, mayContain } = detectAllergens(line, options)
    return { contains: allergens, often: mayContain }
  }

const verbose = process.argv.includes('--verbose')
const composite = ALLERGEN_EVAL_SET.filter((entry) => entry.kind !== 'plain').length
console.log(
  `English allergen evaluation set: ${ALLERGEN_EVAL_SET.length} lines (${composite} composite foods and tricky lines), read as English\n`,
)
for (const [level, title] of [
  ['contains', 'Contains (always holds the allergen)'],
  ['any', 'Contains or often contains (what a member’s filter avoids)'],
] as const) {
  const report = scoreLevel(ALLERGEN_EVAL_SET, detector({ language: 'en' }), level)
  console.log(`${formatLevelReport(title, report)}\n`)
  if (verbose) {
    for (const { line, missed } of report.misses) console.log(`  missed ${missed.join(', ')}: ${line}`)
    for (const { line, extra } of report.falseAlarms)
      console.log(`  false alarm ${extra.join(', ')}: ${line}`)
    console.log('')
  }
}

for (const [known, title] of [
  [true, 'Every language, read with its own lexicon and English (the language is known)'],
  [false, 'Every language, read with every lexicon (no language known)'],
] as const) {
  const rows: LanguageRow[] = LANGUAGE_EVAL_SETS.map(({ language, lines }) => {
    const detect = detector({ language: known ? language : null })
    const contains = scoreLevel(lines, detect, 'contains')
    const any = scoreLevel(lines, detect, 'any')
    if (verbose) {
      for (const { line, missed } of any.misses)
        console.log(`  ${language} missed ${missed.join(', ')}: ${line}`)
      for (const { line, extra } of contains.falseAlarms)
        console.log(`  ${language} false alarm ${extra.join(', ')}: ${line}`)
    }
    return { language, lines: lines.length, contains: contains.overall, any: any.overall }
  })
  console.log(`${formatLanguageTable(title, rows)}\n`)
}

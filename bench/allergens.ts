/**
 * Allergen lexicon benchmark: how fast ingredient lines are read, with the language known (English, German)
 * and with none (every lexicon). It prints figures; it is not a test (the unit test bounds matcher steps).
 *
 *   npm run bench:allergens        (ROUNDS=20 npm run bench:allergens for steadier numbers)
 */
import { detectRecipeAllergens, type AllergenOptions } from '../contract/src/allergen-lexicon'
import { LANGUAGE_EVAL_SETS } from '../contract/src/testing/allergen-eval/index'
import { ALLERGEN_TEST_LINES } from '../contract/src/testing/allergen-lines'

const ROUNDS = Number(process.env.ROUNDS ?? 10)
const LINES_PER_ROUND = 20_000

function measure(title: string, lines: readonly string[], options: AllergenOptions): void {
  const many = Array.from({ length: LINES_PER_ROUND }, (_, index) => lines[index % lines.length] ?? '')
  // The first call compiles the lexicon; it is not part of the figure.
  detectRecipeAllergens(many.slice(0, 10), options)
  const times: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now()
    detectRecipeAllergens(many, options)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const median = times[Math.floor(times.length / 2)] ?? 0
  const perSecond = Math.round((LINES_PER_ROUND / median) * 1000)
  console.log(
    `${title.padEnd(52)} ${median.toFixed(0).padStart(5)} ms per ${LINES_PER_ROUND.toLocaleString('en')} lines` +
      ` (median of ${ROUNDS}), ${perSecond.toLocaleString('en')} lines/s`,
  )
}

const englishLines = ALLERGEN_TEST_LINES.map(({ line }) => line)
const everyLanguage = LANGUAGE_EVAL_SETS.flatMap(({ lines }) => lines.map(({ line }) => line))
const german =
  LANGUAGE_EVAL_SETS.find(({ language }) => language === 'de')?.lines.map(({ line }) => line) ?? []

measure('English test lines, read as English', englishLines, { language: 'en' })
measure('English test lines, no language known', englishLines, { language: null })
measure('German evaluation lines, read as German', german, { language: 'de' })
measure('every evaluation line (15 languages), no language', everyLanguage, { language: null })

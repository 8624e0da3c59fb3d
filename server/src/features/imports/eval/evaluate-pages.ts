import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { decodeHtmlBytes } from '../../../lib/decode-html'
import { parseRecipePage } from '../parser/parse-recipe-page'

/**
 * The parser's evaluation set: pages written by hand after common recipe plugins, page builders and
 * languages, each with expectations written before the parser was changed. Unlike the golden files
 * (which pin whatever the parser answers), these say what a person reading the page would call right.
 */
const EVAL_PAGES_DIRECTORY = fileURLToPath(new URL('./pages/', import.meta.url))

export const EVAL_FIELDS = ['title', 'ingredients', 'instructions', 'totalTimeMinutes', 'yields'] as const
type EvalField = (typeof EVAL_FIELDS)[number]

interface EvalExpectation {
  title: string | null
  ingredients: string[]
  instructions: string[]
  totalTimeMinutes: number | null
  yields: string | null
}

export interface EvalPageResult {
  name: string
  /** Fields that differ from the expectation, with what was answered. */
  wrong: Array<{ field: EvalField; expected: unknown; actual: unknown }>
}

const normalize = (text: string): string => text.replace(/\s+/gu, ' ').trim()
const normalizeLines = (lines: readonly string[]): string[] => lines.map(normalize)

const isSame = (field: EvalField, expected: unknown, actual: unknown): boolean => {
  if (field === 'ingredients' || field === 'instructions') {
    return (
      JSON.stringify(normalizeLines(expected as string[])) ===
      JSON.stringify(normalizeLines(actual as string[]))
    )
  }
  if (typeof expected === 'string' && typeof actual === 'string') {
    const fold = field === 'yields' ? (text: string) => normalize(text).toLowerCase() : normalize
    return fold(expected) === fold(actual)
  }
  return expected === actual
}

export const listEvalPages = (): string[] =>
  readdirSync(EVAL_PAGES_DIRECTORY)
    .filter((name) => name.endsWith('.html'))
    .map((name) => name.replace(/\.html$/, ''))
    .sort()

/** Parses one evaluation page from its bytes, as the command line does, and compares every field. */
export const evaluatePage = (name: string): EvalPageResult => {
  const bytes = readFileSync(`${EVAL_PAGES_DIRECTORY}${name}.html`)
  const expected = JSON.parse(
    readFileSync(`${EVAL_PAGES_DIRECTORY}${name}.expected.json`, 'utf8'),
  ) as EvalExpectation
  const recipe = parseRecipePage(decodeHtmlBytes(bytes), `https://eval.forkcast.test/${name}/`).recipe
  const actual: EvalExpectation = {
    title: recipe?.title ?? null,
    ingredients: recipe?.ingredients ?? [],
    instructions: recipe?.instructions ?? [],
    totalTimeMinutes: recipe?.totalTimeMinutes ?? null,
    yields: recipe?.yields ?? null,
  }
  const wrong = EVAL_FIELDS.filter((field) => !isSame(field, expected[field], actual[field])).map(
    (field) => ({
      field,
      expected: expected[field],
      actual: actual[field],
    }),
  )
  return { name, wrong }
}

export interface EvalSummary {
  pages: number
  /** Share of pages with title, ingredients and instructions all right (the headline figure). */
  allRight: number
  perField: Record<EvalField, number>
  results: EvalPageResult[]
}

const CORE_FIELDS: readonly EvalField[] = ['title', 'ingredients', 'instructions']

export const evaluateAllPages = (): EvalSummary => {
  const results = listEvalPages().map(evaluatePage)
  const share = (count: number) => (results.length === 0 ? 0 : count / results.length)
  const perField = Object.fromEntries(
    EVAL_FIELDS.map((field) => [
      field,
      share(results.filter((result) => !result.wrong.some((wrong) => wrong.field === field)).length),
    ]),
  ) as Record<EvalField, number>
  const allRight = share(
    results.filter((result) => !result.wrong.some((wrong) => CORE_FIELDS.includes(wrong.field))).length,
  )
  return { pages: results.length, allRight, perField, results }
}

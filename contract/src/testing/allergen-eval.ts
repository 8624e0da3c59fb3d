import { ALLERGEN_IDS, type AllergenId } from '../allergen-ids'
import type { EvalLine } from './allergen-eval-set'

/** What a detector says of one line: allergens it always holds and those it often holds. */
export interface LevelDetection {
  contains: readonly AllergenId[]
  often: readonly AllergenId[]
}

export interface Score {
  tp: number
  fp: number
  fn: number
  precision: number
  recall: number
}

export interface LevelReport {
  perAllergen: ReadonlyArray<{ allergen: AllergenId } & Score>
  overall: Score
  /** Lines with a missed allergen, for reading what went wrong. */
  misses: ReadonlyArray<{ line: string; missed: AllergenId[] }>
  falseAlarms: ReadonlyArray<{ line: string; extra: AllergenId[] }>
}

/** `contains`: the always level alone; `any`: contains or often, the set a member's filter avoids. */
export type Level = 'contains' | 'any'

const toScore = (tp: number, fp: number, fn: number): Score => ({
  tp,
  fp,
  fn,
  precision: tp + fp === 0 ? 1 : tp / (tp + fp),
  recall: tp + fn === 0 ? 1 : tp / (tp + fn),
})

const atLevel = (detection: LevelDetection, level: Level): Set<AllergenId> =>
  new Set(level === 'contains' ? detection.contains : [...detection.contains, ...detection.often])

/** Precision and recall per allergen and over all (allergen, line) pairs, at one level. */
export function scoreLevel(
  set: readonly EvalLine[],
  detect: (line: string) => LevelDetection,
  level: Level,
): LevelReport {
  const rows = set.map((entry) => ({
    line: entry.line,
    expected: atLevel(entry, level),
    found: atLevel(detect(entry.line), level),
  }))
  const perAllergen = ALLERGEN_IDS.map((allergen) => {
    let tp = 0
    let fp = 0
    let fn = 0
    for (const { expected, found } of rows) {
      if (expected.has(allergen) && found.has(allergen)) tp += 1
      else if (found.has(allergen)) fp += 1
      else if (expected.has(allergen)) fn += 1
    }
    return { allergen, ...toScore(tp, fp, fn) }
  })
  const sum = (key: 'tp' | 'fp' | 'fn') => perAllergen.reduce((total, score) => total + score[key], 0)
  return {
    perAllergen,
    overall: toScore(sum('tp'), sum('fp'), sum('fn')),
    misses: rows
      .map(({ line, expected, found }) => ({ line, missed: [...expected].filter((id) => !found.has(id)) }))
      .filter(({ missed }) => missed.length > 0),
    falseAlarms: rows
      .map(({ line, expected, found }) => ({ line, extra: [...found].filter((id) => !expected.has(id)) }))
      .filter(({ extra }) => extra.length > 0),
  }
}

/** A fixed-width table a person can read in a terminal. */
export function formatLevelReport(title: string, report: LevelReport): string {
  const cells = (name: string, score: Score) =>
    [
      name.padEnd(12),
      ...[score.tp, score.fp, score.fn].map((value) => String(value).padStart(6)),
      score.precision.toFixed(3).padStart(11),
      score.recall.toFixed(3).padStart(9),
    ].join('')
  return [
    title,
    [
      'allergen'.padEnd(12),
      'tp'.padStart(6),
      'fp'.padStart(6),
      'fn'.padStart(6),
      'precision'.padStart(11),
      'recall'.padStart(9),
    ].join(''),
    ...report.perAllergen.map((score) => cells(score.allergen, score)),
    cells('overall', report.overall),
  ].join('\n')
}

export interface LanguageRow {
  language: string
  lines: number
  contains: Score
  any: Score
}

/** One row a language: precision and recall at the contains level and at contains-or-often. */
export function formatLanguageTable(title: string, rows: readonly LanguageRow[]): string {
  const header = [
    'language'.padEnd(10),
    'lines'.padStart(6),
    'contains P'.padStart(12),
    'contains R'.padStart(12),
    'any P'.padStart(8),
    'any R'.padStart(8),
  ].join('')
  const cells = (name: string, lines: number, contains: Score, any: Score) =>
    [
      name.padEnd(10),
      String(lines).padStart(6),
      contains.precision.toFixed(3).padStart(12),
      contains.recall.toFixed(3).padStart(12),
      any.precision.toFixed(3).padStart(8),
      any.recall.toFixed(3).padStart(8),
    ].join('')
  const total = (key: 'contains' | 'any'): Score => {
    const sum = (field: 'tp' | 'fp' | 'fn') => rows.reduce((acc, row) => acc + row[key][field], 0)
    return toScore(sum('tp'), sum('fp'), sum('fn'))
  }
  return [
    title,
    header,
    ...rows.map((row) => cells(row.language, row.lines, row.contains, row.any)),
    cells(
      'overall',
      rows.reduce((acc, row) => acc + row.lines, 0),
      total('contains'),
      total('any'),
    ),
  ].join('\n')
}

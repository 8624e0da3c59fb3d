// One CSV parser for the server's upload and the browser's preview: Node takes csv-parse's own build, a browser
// bundle its self-contained one (package.json "imports").
import { CsvError, parse as parseCsv } from '#csv-parse-sync'

/** Bulk upload (spec 3 'Bulk CSV columns'): several values in one cell are separated by a pipe. */
export const BULK_CSV_COLUMNS = [
  'title',
  'description',
  'ingredients',
  'instructions',
  'prepTime',
  'cookTime',
  'servings',
  'difficulty',
  'foodType',
  'cuisine',
  'tags',
  // A two-letter code (it, tr); without it the language is read from the recipe's text.
  'language',
] as const
export type BulkCsvColumn = (typeof BULK_CSV_COLUMNS)[number]
export const BULK_REQUIRED_COLUMNS = [
  'title',
  'ingredients',
  'instructions',
] as const satisfies readonly BulkCsvColumn[]
export const BULK_LIST_SEPARATOR = '|'

/** Other names a header or JSON key may use for a column (the recipe form's own field names). */
export const BULK_COLUMN_ALIASES = {
  prepTimeMinutes: 'prepTime',
  cookTimeMinutes: 'cookTime',
} as const satisfies Record<string, BulkCsvColumn>

/** Names match in any case and spacing: 'Prep Time', 'prep_time' and 'prepTime' are one column. */
const toColumnKey = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '')

const COLUMN_BY_KEY = new Map<string, BulkCsvColumn>([
  ...BULK_CSV_COLUMNS.map((column): [string, BulkCsvColumn] => [toColumnKey(column), column]),
  ...Object.entries(BULK_COLUMN_ALIASES).map(([alias, column]): [string, BulkCsvColumn] => [
    toColumnKey(alias),
    column,
  ]),
])

/** The column a header or JSON key names, or null when it is not ours. */
export const findBulkColumn = (name: string): BulkCsvColumn | null =>
  COLUMN_BY_KEY.get(toColumnKey(name)) ?? null

/** Pipes separate values (spec 3); line breaks inside a quoted cell do too. */
const LIST_SEPARATOR_PATTERN = /\s*[|\r\n]+\s*/

/** A cell's values, blanks included, so the recipe rules can say which one is empty. */
export const splitBulkList = (text: string) => text.split(LIST_SEPARATOR_PATTERN)

/** The cells of one recipe, by column; only our columns. */
export type BulkCsvValues = Partial<Record<BulkCsvColumn, string>>

export interface BulkCsvTable {
  records: BulkCsvValues[]
  /** Header names that are not ours, so the answer can say they were left out. */
  ignoredColumns: string[]
}

/** Why a CSV cannot be read at all; the message is for people. */
export class BulkCsvError extends Error {
  override name = 'BulkCsvError'
}

const missingColumnsMessage = (missing: readonly string[]) =>
  `The first line must name the columns: ${BULK_REQUIRED_COLUMNS.slice(0, -1).join(', ')} and ${BULK_REQUIRED_COLUMNS.at(-1)} are required (missing: ${missing.join(', ')})`

const readRecords = (content: string, maxRecords: number | undefined): string[][] => {
  try {
    return parseCsv(content, {
      bom: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      relax_column_count: true,
      // The header line counts as a record here.
      ...(maxRecords === undefined ? {} : { to: maxRecords + 1 }),
    })
  } catch (error) {
    if (!(error instanceof CsvError)) throw error
    const line = typeof error.lines === 'number' ? ` near line ${error.lines}` : ''
    throw new BulkCsvError(`The CSV could not be read${line}: ${error.message}`)
  }
}

/**
 * CSV with a header line naming the spec's columns (any order, any case). Reads at most `maxRecords` recipes
 * when given, so a file over a limit costs no more than one recipe past it. Throws BulkCsvError.
 */
export function readBulkCsv(content: string, { maxRecords }: { maxRecords?: number } = {}): BulkCsvTable {
  const [header, ...cells] = readRecords(content, maxRecords)
  if (header === undefined) throw new BulkCsvError('The CSV is empty')
  const columns = header.map(findBulkColumn)
  const missing = BULK_REQUIRED_COLUMNS.filter((column) => !columns.includes(column))
  if (missing.length > 0) throw new BulkCsvError(missingColumnsMessage(missing))
  const ignoredColumns = header.filter((name, index) => columns[index] === null && name.trim() !== '')
  const records = cells.map((row) => {
    const values: BulkCsvValues = {}
    columns.forEach((column, index) => {
      if (column) values[column] = row[index]
    })
    return values
  })
  return { records, ignoredColumns }
}

/** The recipes of a bulk JSON file: an array, or an object with a `recipes` array; null for anything else. */
export const findBulkJsonItems = (parsed: unknown): unknown[] | null =>
  Array.isArray(parsed)
    ? parsed
    : parsed !== null && typeof parsed === 'object' && 'recipes' in parsed && Array.isArray(parsed.recipes)
      ? (parsed.recipes as unknown[])
      : null

/** A JSON recipe's fields by column, and the keys that are not ours; null when the item is no object. */
export function readBulkJsonItem(
  item: unknown,
): { values: Partial<Record<BulkCsvColumn, unknown>>; ignoredKeys: string[] } | null {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return null
  const values: Partial<Record<BulkCsvColumn, unknown>> = {}
  const ignoredKeys: string[] = []
  for (const [key, value] of Object.entries(item)) {
    const column = findBulkColumn(key)
    if (column) values[column] = value
    else ignoredKeys.push(key)
  }
  return { values, ignoredKeys }
}

/** A cell as RFC 4180 wants it: quoted when it holds a comma, a quote or a line break. */
const formatCsvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value)

export type BulkCsvRecipe = Partial<Record<BulkCsvColumn, string | readonly string[]>>

/** One recipe as a CSV line in the spec's column order; lists are joined with pipes. */
export const formatCsvLine = (recipe: BulkCsvRecipe) =>
  BULK_CSV_COLUMNS.map((column) => {
    const value = recipe[column] ?? ''
    return formatCsvCell(typeof value === 'string' ? value : value.join(BULK_LIST_SEPARATOR))
  }).join(',')

/** A whole CSV file: the header line, then one line per recipe. */
export const formatBulkCsv = (recipes: readonly BulkCsvRecipe[]) =>
  [BULK_CSV_COLUMNS.join(','), ...recipes.map(formatCsvLine)].join('\r\n') + '\r\n'

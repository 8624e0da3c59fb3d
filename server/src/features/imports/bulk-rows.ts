import { CsvError, parse as parseCsv } from 'csv-parse/sync'
import { z } from 'zod'
import { findCuisine } from '@forkcast/contract/cuisines'
import {
  BULK_CSV_COLUMNS,
  BULK_REQUIRED_COLUMNS,
  BULK_UPLOAD_LIMITS,
  CuisineIdSchema,
  RECIPE_DIFFICULTIES,
  RECIPE_LIMITS,
  RecipeInputSchema,
  type BulkCsvColumn,
  type BulkRowError,
} from '@forkcast/contract/recipes.schemas'
import { AppError } from '../../lib/app-error'
import { guessFoodType } from './imported-recipe'
import { parseDurationMinutes } from './parser/durations'

/** One recipe as the file gave it: `row` is its 1-based position among the recipes (the header does not count). */
export interface RawRecipeRow {
  row: number
  values: Partial<Record<BulkCsvColumn, unknown>>
  /** Why the row cannot be read at all (a JSON item that is not an object). */
  problem?: string
}

export interface RawRecipeFile {
  rows: RawRecipeRow[]
  /** Columns or keys that are not ours, so the answer can say they were left out. */
  ignoredColumns: string[]
}

const toColumnKey = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '')

const COLUMN_BY_KEY = new Map<string, BulkCsvColumn>([
  ...BULK_CSV_COLUMNS.map((column): [string, BulkCsvColumn] => [toColumnKey(column), column]),
  ['preptimeminutes', 'prepTime'],
  ['cooktimeminutes', 'cookTime'],
])

const formatCount = (count: number) => count.toLocaleString('en-US')

const tooManyRows = () =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `That file has more than ${formatCount(BULK_UPLOAD_LIMITS.maxRows)} recipes. Split it into files of at most ${formatCount(BULK_UPLOAD_LIMITS.maxRows)}.`,
  )

const contentError = (message: string) =>
  new AppError('VALIDATION_ERROR', message, { issues: [{ path: 'content', message }] })

const readCsvRecords = (content: string): string[][] => {
  try {
    return parseCsv(content, {
      bom: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      relax_column_count: true,
      // The header plus one recipe too many is enough to know the file is over the limit.
      to: BULK_UPLOAD_LIMITS.maxRows + 2,
    })
  } catch (error) {
    if (!(error instanceof CsvError)) throw error
    const line = typeof error.lines === 'number' ? ` near line ${error.lines}` : ''
    throw contentError(`The CSV could not be read${line}: ${error.message}`)
  }
}

/** CSV with a header line naming the spec's columns (any order, any case); lists are pipe-separated. */
export function readCsvRows(content: string): RawRecipeFile {
  const [header, ...records] = readCsvRecords(content)
  if (header === undefined) throw contentError('The CSV is empty')
  const columns = header.map((name) => COLUMN_BY_KEY.get(toColumnKey(name)) ?? null)
  const missing = BULK_REQUIRED_COLUMNS.filter((column) => !columns.includes(column))
  if (missing.length > 0) {
    throw contentError(
      `The first line must name the columns: title, ingredients and instructions are required (missing: ${missing.join(', ')})`,
    )
  }
  if (records.length > BULK_UPLOAD_LIMITS.maxRows) throw tooManyRows()
  const ignoredColumns = header.filter((name, index) => columns[index] === null && name.trim() !== '')
  const rows = records.map((cells, index): RawRecipeRow => {
    const values: RawRecipeRow['values'] = {}
    for (let cell = 0; cell < columns.length; cell += 1) {
      const column = columns[cell]
      if (column) values[column] = cells[cell]
    }
    return { row: index + 1, values }
  })
  return { rows, ignoredColumns }
}

/** A JSON array of recipe objects with the CSV's field names; lists may be arrays or pipe-separated text. */
export function readJsonRows(content: string): RawRecipeFile {
  let parsed: unknown
  try {
    parsed = JSON.parse(content.replace(/^\uFEFF/, ''))
  } catch (error) {
    throw contentError(
      `The JSON could not be read: ${error instanceof Error ? error.message : 'invalid JSON'}`,
    )
  }
  const items = Array.isArray(parsed)
    ? parsed
    : parsed !== null && typeof parsed === 'object' && 'recipes' in parsed && Array.isArray(parsed.recipes)
      ? (parsed.recipes as unknown[])
      : null
  if (items === null) throw contentError('The JSON must be an array of recipe objects')
  if (items.length > BULK_UPLOAD_LIMITS.maxRows) throw tooManyRows()
  const ignored = new Set<string>()
  const rows = items.map((item, index): RawRecipeRow => {
    const values: RawRecipeRow['values'] = {}
    if (item !== null && typeof item === 'object' && !Array.isArray(item)) {
      for (const [key, value] of Object.entries(item)) {
        const column = COLUMN_BY_KEY.get(toColumnKey(key))
        if (column) values[column] = value
        else ignored.add(key)
      }
    } else {
      return {
        row: index + 1,
        values,
        problem: 'Each recipe must be an object with title, ingredients and instructions',
      }
    }
    return { row: index + 1, values }
  })
  return { rows, ignoredColumns: [...ignored] }
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/** Pipes separate values (spec 3); line breaks inside a quoted cell do too. */
const LIST_SEPARATOR = /\s*[|\r\n]+\s*/

const splitList = (value: unknown) => (typeof value === 'string' ? value.split(LIST_SEPARATOR) : value)
const blankToUndefined = (value: unknown) => (isBlank(value) ? undefined : value)

/** Minutes from '30', 30, 'PT30M', '1 hr 15 min'; text that is no duration is left for the schema to refuse. */
const toMinutes = (value: unknown) => {
  if (isBlank(value)) return undefined
  if (typeof value !== 'string') return value
  const number = Number(value)
  return Number.isFinite(number) ? number : (parseDurationMinutes(value) ?? value)
}

const toServings = (value: unknown) => {
  if (isBlank(value)) return undefined
  if (typeof value !== 'string') return value
  const number = Number(value)
  if (Number.isFinite(number)) return number
  const first = /\d+/.exec(value)?.[0]
  return first === undefined ? value : Number(first)
}

const toDifficulty = (value: unknown) => {
  if (isBlank(value)) return undefined
  if (typeof value !== 'string') return value
  const wanted = value.trim().toLowerCase()
  return RECIPE_DIFFICULTIES.find((level) => level.toLowerCase() === wanted) ?? value
}

const toCuisineId = (value: unknown) => {
  if (isBlank(value)) return undefined
  return typeof value === 'string' ? (findCuisine(value)?.id ?? value.trim()) : value
}

const shape = RecipeInputSchema.shape

/**
 * One bulk row, checked field by field with the recipe form's own rules. Only title, ingredients and
 * instructions are required; the cuisine comes from foodType, else the cuisine column, else a guess.
 */
export const BulkRecipeRowSchema = z.object({
  title: z.preprocess(blankToUndefined, shape.title),
  description: z.preprocess(blankToUndefined, shape.description),
  ingredients: z.preprocess(splitList, shape.ingredients),
  instructions: z.preprocess(splitList, shape.instructions),
  prepTime: z.preprocess(toMinutes, shape.prepTimeMinutes),
  cookTime: z.preprocess(toMinutes, shape.cookTimeMinutes),
  servings: z.preprocess(toServings, shape.servings),
  difficulty: z.preprocess(toDifficulty, shape.difficulty),
  foodType: z.preprocess(toCuisineId, CuisineIdSchema.optional()),
  cuisine: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'Cuisine must be text' })
      .trim()
      .max(60, 'Cuisine must be at most 60 characters')
      .optional(),
  ),
  tags: z.preprocess(splitList, shape.tags),
})
export type BulkRecipeRow = z.output<typeof BulkRecipeRowSchema>

export type CheckedRow =
  | { ok: true; row: number; recipe: ReturnType<typeof toRecipeInput> }
  | { ok: false; row: number; errors: BulkRowError[] }

/** The row as a recipe form body, with its cuisine decided and an unknown cuisine name kept as a tag. */
function toRecipeInput(row: BulkRecipeRow) {
  const guess = guessFoodType({ cuisine: row.cuisine, tags: row.tags, title: row.title })
  const tags = [...row.tags]
  for (const tag of guess.extraTags) {
    const isNew = !tags.some((existing) => existing.toLowerCase() === tag)
    if (isNew && tags.length < RECIPE_LIMITS.tagsMax && tag.length <= RECIPE_LIMITS.tagMax) tags.push(tag)
  }
  return {
    title: row.title,
    description: row.description,
    foodType: row.foodType ?? guess.foodType,
    ingredients: row.ingredients,
    instructions: row.instructions,
    prepTimeMinutes: row.prepTime ?? null,
    cookTimeMinutes: row.cookTime ?? null,
    servings: row.servings ?? null,
    difficulty: row.difficulty,
    tags,
  }
}

const toRowErrors = (row: number, issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) =>
  issues.map((issue): BulkRowError => ({
    row,
    field: typeof issue.path[0] === 'string' ? issue.path[0] : null,
    message: issue.message,
  }))

/** Checks one raw row; invalid rows answer every problem with its field. */
export function checkRow({ row, values, problem }: RawRecipeRow): CheckedRow {
  if (problem !== undefined) return { ok: false, row, errors: [{ row, field: null, message: problem }] }
  const result = BulkRecipeRowSchema.safeParse(values)
  if (!result.success) return { ok: false, row, errors: toRowErrors(row, result.error.issues) }
  return { ok: true, row, recipe: toRecipeInput(result.data) }
}

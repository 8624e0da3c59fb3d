import { z } from 'zod'
import {
  BulkCsvError,
  findBulkJsonItems,
  readBulkCsv,
  readBulkJsonItem,
  splitBulkList,
  type BulkCsvColumn,
  type BulkCsvTable,
} from '@forkcast/contract/bulk-csv'
import { findCuisine } from '@forkcast/contract/cuisines'
import {
  BULK_UPLOAD_LIMITS,
  CuisineIdSchema,
  RECIPE_DIFFICULTIES,
  RECIPE_LIMITS,
  RecipeInputSchema,
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

const formatCount = (count: number) => count.toLocaleString('en-US')

const tooManyRows = () =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `That file has more than ${formatCount(BULK_UPLOAD_LIMITS.maxRows)} recipes. Split it into files of at most ${formatCount(BULK_UPLOAD_LIMITS.maxRows)}.`,
  )

const contentError = (message: string) =>
  new AppError('VALIDATION_ERROR', message, { issues: [{ path: 'content', message }] })

/** CSV with a header line naming the spec's columns (any order, any case); lists are pipe-separated. */
export function readCsvRows(content: string): RawRecipeFile {
  let table: BulkCsvTable
  try {
    // One recipe past the limit is enough to know the file is over it.
    table = readBulkCsv(content, { maxRecords: BULK_UPLOAD_LIMITS.maxRows + 1 })
  } catch (error) {
    if (error instanceof BulkCsvError) throw contentError(error.message)
    throw error
  }
  if (table.records.length > BULK_UPLOAD_LIMITS.maxRows) throw tooManyRows()
  const rows = table.records.map((values, index): RawRecipeRow => ({ row: index + 1, values }))
  return { rows, ignoredColumns: table.ignoredColumns }
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
  const items = findBulkJsonItems(parsed)
  if (items === null) throw contentError('The JSON must be an array of recipe objects')
  if (items.length > BULK_UPLOAD_LIMITS.maxRows) throw tooManyRows()
  const ignored = new Set<string>()
  const rows = items.map((item, index): RawRecipeRow => {
    const read = readBulkJsonItem(item)
    if (read === null) {
      return {
        row: index + 1,
        values: {},
        problem: 'Each recipe must be an object with title, ingredients and instructions',
      }
    }
    for (const key of read.ignoredKeys) ignored.add(key)
    return { row: index + 1, values: read.values }
  })
  return { rows, ignoredColumns: [...ignored] }
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

const splitList = (value: unknown) => (typeof value === 'string' ? splitBulkList(value) : value)
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
const BulkRecipeRowSchema = z.object({
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
  language: z.preprocess(blankToUndefined, shape.language),
})
type BulkRecipeRow = z.output<typeof BulkRecipeRowSchema>

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
    language: row.language ?? null,
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

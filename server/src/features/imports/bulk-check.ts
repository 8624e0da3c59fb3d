import {
  BULK_UPLOAD_LIMITS,
  type BulkRowError,
  type BulkUploadRequest,
} from '@forkcast/contract/recipes.schemas'
import type { AppErrorCode, ErrorIssue } from '@forkcast/contract/errors'
import { AppError } from '../../lib/app-error'
import { prepareRecipeRow } from '../../lib/recipe-derivation'
import { checkRow, readCsvRows, readJsonRows, type CheckedRow, type RawRecipeFile } from './bulk-rows'

type ValidRecipe = Extract<CheckedRow, { ok: true }>

export interface CheckedFile {
  totalRows: number
  valid: Array<ValidRecipe & { key: string }>
  errors: BulkRowError[]
  failed: number
  duplicatesInFile: number
  ignoredColumns: string[]
}

/** Valid rows per chunk: checking, deriving and staging a chunk each take a few ms. */
export const VALID_ROWS_PER_CHUNK = 100

/**
 * A checked file as the worker thread answers it: the valid recipes stay JSON text in chunks (cloning 10,000
 * objects into the request thread blocks it for hundreds of ms, while strings copy cheaply), with each valid
 * row's duplicate key and title beside them for the collection check.
 */
export interface CheckedFileSummary extends Omit<CheckedFile, 'valid'> {
  validKeys: string[]
  validTitles: string[]
  /** Each valid recipe's row in the file, so what is stored can be traced back to the upload. */
  validRows: number[]
  /** JSON arrays of `ValidRecipe['recipe']`, VALID_ROWS_PER_CHUNK each (the last may hold fewer). */
  validChunks: string[]
}

export type BulkCheckOutcome =
  | { ok: true; checked: CheckedFileSummary }
  | { ok: false; code: AppErrorCode; message: string; issues: ErrorIssue[] }

/** One checked file's valid recipes in the worker's answer shape. */
export function summarizeCheckedFile({ valid, ...checked }: CheckedFile): CheckedFileSummary {
  const validChunks: string[] = []
  for (let start = 0; start < valid.length; start += VALID_ROWS_PER_CHUNK) {
    validChunks.push(
      JSON.stringify(valid.slice(start, start + VALID_ROWS_PER_CHUNK).map((entry) => entry.recipe)),
    )
  }
  return {
    ...checked,
    validKeys: valid.map((entry) => entry.key),
    validTitles: valid.map((entry) => entry.recipe.title),
    validRows: valid.map((entry) => entry.row),
    validChunks,
  }
}

/**
 * One chunk of valid recipes as rows to stage: `[{ position, row }]` as JSON text, each row keyed by the
 * recipe column keys listed in `columnKeys`. Derivation (names, allergens, language, hash) is the costly part.
 */
export function prepareBulkChunk({
  recipes,
  ownerId,
  firstPosition,
}: {
  recipes: string
  ownerId: number
  firstPosition: number
}): PreparedBulkChunk {
  const parsed = JSON.parse(recipes) as Array<ValidRecipe['recipe']>
  const staged = parsed.map((recipe, index) => ({
    position: firstPosition + index,
    row: prepareRecipeRow({ ...recipe, sourceType: 'bulk', ownerId }),
  }))
  return { staged: JSON.stringify(staged), columnKeys: Object.keys(staged[0]?.row ?? {}) }
}

export interface PreparedBulkChunk {
  staged: string
  columnKeys: string[]
}

const normalizeText = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim()

/** Same title and same ingredients (in any order), ignoring case and spacing: the same recipe. */
export const toDuplicateKey = (title: string, ingredients: readonly string[]) =>
  `${normalizeText(title)}\n${ingredients.map(normalizeText).sort().join('\n')}`

const readFile = (request: BulkUploadRequest) => {
  // PostgreSQL text cannot hold NUL; a stray one in an export must not fail the whole upload.
  const content = request.content.replaceAll('\u0000', '')
  if (Buffer.byteLength(content, 'utf8') > BULK_UPLOAD_LIMITS.maxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'That file is larger than 10 MB. Split it into smaller files.')
  }
  return request.fileType === 'json' ? readJsonRows(content) : readCsvRows(content)
}

/** Parses and checks every row, and sets aside repeats of an earlier row of the same file. Pure CPU work. */
export const checkBulkFile = (request: BulkUploadRequest): CheckedFile => checkBulkRows(readFile(request))

/** Checks rows already read (from a bulk file or another app's export) with the recipe form's rules. */
export function checkBulkRows({ rows, ignoredColumns }: RawRecipeFile): CheckedFile {
  const checked: CheckedFile = {
    totalRows: rows.length,
    valid: [],
    errors: [],
    failed: 0,
    duplicatesInFile: 0,
    ignoredColumns,
  }
  const seen = new Set<string>()
  for (const raw of rows) {
    const result = checkRow(raw)
    if (!result.ok) {
      checked.failed += 1
      checked.errors.push(...result.errors)
      continue
    }
    const key = toDuplicateKey(result.recipe.title, result.recipe.ingredients)
    if (seen.has(key)) {
      checked.duplicatesInFile += 1
      continue
    }
    seen.add(key)
    checked.valid.push({ ...result, key })
  }
  return checked
}

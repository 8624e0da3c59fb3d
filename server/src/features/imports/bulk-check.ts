import {
  BULK_UPLOAD_LIMITS,
  type BulkRowError,
  type BulkUploadRequest,
} from '@forkcast/contract/recipes.schemas'
import type { AppErrorCode, ErrorIssue } from '@forkcast/contract/errors'
import { AppError } from '../../lib/app-error'
import { checkRow, readCsvRows, readJsonRows, type CheckedRow } from './bulk-rows'

type ValidRecipe = Extract<CheckedRow, { ok: true }>

export interface CheckedFile {
  totalRows: number
  valid: Array<ValidRecipe & { key: string }>
  errors: BulkRowError[]
  failed: number
  duplicatesInFile: number
  ignoredColumns: string[]
}

/**
 * What the worker thread answers. The valid rows travel as JSON text in chunks: cloning 10,000 recipe objects
 * into the request thread blocks it for hundreds of ms in one go, while strings copy cheaply and each chunk
 * is parsed in its own turn of the event loop.
 */
export type BulkCheckOutcome =
  | { ok: true; checked: Omit<CheckedFile, 'valid'>; validChunks: string[] }
  | { ok: false; code: AppErrorCode; message: string; issues: ErrorIssue[] }

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
export function checkBulkFile(request: BulkUploadRequest): CheckedFile {
  const { rows, ignoredColumns } = readFile(request)
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

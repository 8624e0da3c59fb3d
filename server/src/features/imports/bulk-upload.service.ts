import { assertRoomForRecipes } from '../../lib/user-caps'
import { setImmediate as yieldToEventLoop } from 'node:timers/promises'
import {
  BULK_UPLOAD_LIMITS,
  type BulkRowError,
  type BulkUploadRequest,
  type BulkUploadResult,
} from '@forkcast/contract/recipes.schemas'
import type { Executor } from '../../db/client'
import type { AppContext } from '../../lib/app-context'
import { AppError } from '../../lib/app-error'
import { enforceRateLimit } from '../../lib/rate-limit'
import type { UserRow } from '../auth/auth.repository'
import { prepareRecipeRow, type NewRecipeRow } from '../recipes/recipe-derivation'
import { checkRow, readCsvRows, readJsonRows, type CheckedRow } from './bulk-rows'
import { findCollectionRecipesByTitles, insertRecipeBatches, lockBulkUploads } from './imports.repository'

/** Uploads and validations together, per user: each one can carry 20,000 recipes. */
export const BULK_RATE_LIMIT = { limit: 30, windowSeconds: 600 } as const
/** Rows checked or prepared between two yields to the event loop, so other requests keep being served. */
const ROWS_PER_SLICE = 500
const INSERT_BATCH_SIZE = 1000

type ValidRecipe = Extract<CheckedRow, { ok: true }>

interface CheckedFile {
  totalRows: number
  valid: Array<ValidRecipe & { key: string }>
  errors: BulkRowError[]
  failed: number
  duplicatesInFile: number
  ignoredColumns: string[]
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

/** Parses and checks every row, and sets aside repeats of an earlier row of the same file. */
async function checkFile(request: BulkUploadRequest): Promise<CheckedFile> {
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
  for (let start = 0; start < rows.length; start += ROWS_PER_SLICE) {
    if (start > 0) await yieldToEventLoop()
    for (const raw of rows.slice(start, start + ROWS_PER_SLICE)) {
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
  }
  return checked
}

/** Keys of the recipes in the caller's collection that share a title with an uploaded one. */
async function findCollectionKeys(db: Executor, userId: number, valid: CheckedFile['valid']) {
  const titles = [...new Set(valid.map((entry) => entry.recipe.title.toLowerCase()))]
  const existing = await findCollectionRecipesByTitles(db, userId, titles)
  return new Set(existing.map((recipe) => toDuplicateKey(recipe.title, recipe.ingredients)))
}

async function prepareRows(valid: CheckedFile['valid'], ownerId: number): Promise<NewRecipeRow[]> {
  const rows: NewRecipeRow[] = []
  for (let start = 0; start < valid.length; start += ROWS_PER_SLICE) {
    if (start > 0) await yieldToEventLoop()
    for (const entry of valid.slice(start, start + ROWS_PER_SLICE)) {
      rows.push(prepareRecipeRow({ ...entry.recipe, sourceType: 'bulk', ownerId }))
    }
  }
  return rows
}

const plural = (count: number, noun: string) =>
  `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`

function describeResult({
  validateOnly,
  success,
  failed,
  duplicates,
  totalRows,
  ignoredColumns,
}: Pick<BulkUploadResult, 'validateOnly' | 'success' | 'failed' | 'duplicates' | 'totalRows'> & {
  ignoredColumns: string[]
}) {
  const head = validateOnly
    ? `Checked ${plural(totalRows, 'recipe')}: ${success.toLocaleString('en-US')} ready to upload`
    : `Uploaded ${plural(success, 'recipe')} of ${totalRows.toLocaleString('en-US')}`
  const parts = [
    failed > 0 ? `${plural(failed, 'row')} with errors` : null,
    duplicates > 0 ? `${plural(duplicates, 'duplicate')} skipped` : null,
  ].filter((part) => part !== null)
  const ignored = ignoredColumns.length > 0 ? ` Ignored columns: ${ignoredColumns.join(', ')}.` : ''
  return `${head}${parts.length > 0 ? `; ${parts.join(', ')}` : ''}.${ignored}`
}

/**
 * Bulk upload: every row is checked with the recipe form's rules; valid rows that are not already in the
 * caller's collection (or earlier in the file) are stored privately in one transaction, or, with
 * validateOnly, only counted.
 */
export async function uploadRecipes(
  ctx: AppContext,
  { user, request }: { user: UserRow; request: BulkUploadRequest },
): Promise<BulkUploadResult> {
  const startedAt = performance.now()
  await enforceRateLimit(ctx.db, {
    key: `bulk-upload:user:${user.id}`,
    ...BULK_RATE_LIMIT,
    action: 'bulk uploads',
  })
  const checked = await checkFile(request)
  const validateOnly = request.validateOnly ?? false
  let storedCount: number
  let collectionDuplicates: number
  if (validateOnly) {
    const collectionKeys = await findCollectionKeys(ctx.db, user.id, checked.valid)
    collectionDuplicates = checked.valid.filter((entry) => collectionKeys.has(entry.key)).length
    storedCount = checked.valid.length - collectionDuplicates
  } else {
    const prepared = await prepareRows(checked.valid, user.id)
    ;({ storedCount, collectionDuplicates } = await ctx.db.transaction(async (tx) => {
      await lockBulkUploads(tx, user.id)
      const collectionKeys = await findCollectionKeys(tx, user.id, checked.valid)
      const fresh = prepared.filter((_row, index) => !collectionKeys.has(checked.valid[index]?.key ?? ''))
      await assertRoomForRecipes(tx, user.id, fresh.length)
      const inserted = await insertRecipeBatches(tx, fresh, INSERT_BATCH_SIZE)
      return { storedCount: inserted, collectionDuplicates: prepared.length - fresh.length }
    }))
  }
  const result = {
    validateOnly,
    success: storedCount,
    failed: checked.failed,
    duplicates: checked.duplicatesInFile + collectionDuplicates,
    totalRows: checked.totalRows,
  }
  return {
    ...result,
    processingTime: Math.round(performance.now() - startedAt),
    errors: checked.errors.slice(0, BULK_UPLOAD_LIMITS.reportedErrors),
    totalErrors: checked.errors.length,
    message: describeResult({ ...result, ignoredColumns: checked.ignoredColumns }),
  }
}

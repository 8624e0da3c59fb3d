import { countOf } from '@forkcast/contract/words'
import { assertRoomForRecipes } from '../../lib/user-caps'
import { randomUUID } from 'node:crypto'
import { setImmediate as yieldToEventLoop } from 'node:timers/promises'
import {
  BULK_UPLOAD_LIMITS,
  type BulkRowError,
  type BulkUploadRequest,
  type BulkUploadResult,
} from '@forkcast/contract/recipes.schemas'
import type { Executor } from '../../db/client'
import { keepRecipeStatistics } from '../../db/statistics'
import type { AppContext } from '../../lib/app-context'
import { inEnglish, type Translate } from '../../lib/translate'
import { enforceRateLimit } from '../../lib/rate-limit'
import type { UserRow } from '../users/users.repository'
import {
  toDuplicateKey,
  VALID_ROWS_PER_CHUNK,
  type CheckedFileSummary,
  type PreparedBulkChunk,
} from './bulk-check'
import { checkBulkFileOffThread, prepareBulkChunksOffThread } from './bulk-check-pool'
import {
  deleteAbandonedBulkRows,
  deleteStagedBulkRows,
  findCollectionRecipesByTitles,
  lockBulkUploads,
  moveStagedBulkRows,
  stageBulkRows,
} from './imports.repository'

/** Uploads and validations together, per user: each one can carry 20,000 recipes. */
const BULK_RATE_LIMIT = { limit: 30, windowSeconds: 600 } as const
/**
 * Rows staged per statement. The embedded database runs in the request thread, so its statements stay a few
 * ms long (one worker chunk each); a PostgreSQL server works on its own, where fewer round trips win.
 */
const STAGED_ROWS_PER_STATEMENT = {
  pglite: VALID_ROWS_PER_CHUNK,
  postgres: 10 * VALID_ROWS_PER_CHUNK,
} as const
/** An upload's staged rows outlive it only when the server stopped mid-upload; an hour on, they are swept. */
const ABANDONED_UPLOAD_MINUTES = 60

type ValidRows = Pick<CheckedFileSummary, 'validKeys' | 'validTitles' | 'validRows'>

/** A stored recipe and the row of the upload it came from. */
export interface StoredBulkRow {
  id: number
  row: number
}
/** Runs inside the storing transaction, after the rows moved into recipes: what it writes commits with them. */
export type OnBulkRowsStored = (tx: Executor, stored: readonly StoredBulkRow[]) => Promise<void>

/** Keys of the recipes in the caller's collection that share a title with an uploaded one. */
async function findCollectionKeys(db: Executor, userId: number, { validTitles }: ValidRows) {
  const titles = [...new Set(validTitles.map((title) => title.toLowerCase()))]
  const existing = await findCollectionRecipesByTitles(db, userId, titles)
  return new Set(existing.map((recipe) => toDuplicateKey(recipe.title, recipe.ingredients)))
}

/** The upload each user has under way in this process: a user's uploads run one after another. */
const uploadsInProgress = new Map<number, Promise<unknown>>()

async function oneUploadAtATime<T>(userId: number, work: () => Promise<T>): Promise<T> {
  const previous = uploadsInProgress.get(userId) ?? Promise.resolve()
  const current = previous.catch(() => undefined).then(work)
  uploadsInProgress.set(userId, current)
  try {
    return await current
  } finally {
    if (uploadsInProgress.get(userId) === current) uploadsInProgress.delete(userId)
  }
}

/**
 * All or nothing, even under kill -9: the rows are staged one chunk per statement as the worker derives them
 * (each a few ms, yielding between them so other requests interleave), then one transaction, under the
 * per-user lock, leaves out what the collection already holds, checks the recipe cap and moves the rest into
 * recipes. A crash before that commit stores nothing; the staged rows it leaves are swept later.
 */
async function storeAllOrNothing(
  { db, rowsPerStatement }: { db: Executor; rowsPerStatement: number },
  userId: number,
  chunks: ReadonlyArray<Promise<PreparedBulkChunk>>,
  valid: ValidRows,
  onStored?: OnBulkRowsStored,
): Promise<BulkStoreOutcome> {
  if (chunks.length === 0) return { storedCount: 0, collectionDuplicates: 0, stored: [] }
  const uploadId = randomUUID()
  await deleteAbandonedBulkRows(db, ABANDONED_UPLOAD_MINUTES)
  try {
    const chunksPerStatement = Math.max(1, Math.round(rowsPerStatement / VALID_ROWS_PER_CHUNK))
    let columnKeys: readonly string[] = []
    for (let start = 0; start < chunks.length; start += chunksPerStatement) {
      const prepared = await Promise.all(chunks.slice(start, start + chunksPerStatement))
      columnKeys = prepared[0]?.columnKeys ?? columnKeys
      await stageBulkRows(
        db,
        { uploadId, ownerId: userId },
        joinJsonArrays(prepared.map((chunk) => chunk.staged)),
      )
      await yieldToEventLoop()
    }
    return await db.transaction(async (tx) => {
      await lockBulkUploads(tx, userId)
      const collectionKeys = await findCollectionKeys(tx, userId, valid)
      const positions = valid.validKeys.flatMap((key, index) => (collectionKeys.has(key) ? [] : [index]))
      await assertRoomForRecipes(tx, userId, positions.length)
      const ids = await moveStagedBulkRows(tx, { uploadId, positions, columnKeys })
      // Rows move in position order, so the nth new id is the nth listed position's recipe.
      const stored = ids.map((id, index) => ({ id, row: valid.validRows[positions[index] ?? -1] ?? 0 }))
      if (onStored) await onStored(tx, stored)
      return {
        storedCount: ids.length,
        collectionDuplicates: valid.validKeys.length - positions.length,
        stored,
      }
    })
  } catch (error) {
    await deleteStagedBulkRows(db, uploadId)
    throw error
  }
}

/** One JSON array from several non-empty ones, without parsing them. */
const joinJsonArrays = (arrays: readonly string[]) =>
  arrays.length === 1 ? arrays[0]! : `[${arrays.map((array) => array.slice(1, -1)).join(',')}]`

function describeResult({
  validateOnly,
  success,
  failed,
  duplicates,
  totalRows,
  ignoredColumns,
  failedNoun = 'row',
  translate,
}: Pick<BulkUploadResult, 'validateOnly' | 'success' | 'failed' | 'duplicates' | 'totalRows'> & {
  ignoredColumns: string[]
  /** What a failed item is called: a CSV's rows, an export's recipes. */
  failedNoun?: string
  translate: Translate
}) {
  // Each piece is a sentence of the catalog on its own: another language words each before they are joined.
  const head = validateOnly
    ? `Checked ${countOf(totalRows, 'recipe')}: ${success.toLocaleString('en-US')} ready to upload`
    : `Uploaded ${countOf(success, 'recipe')} of ${totalRows.toLocaleString('en-US')}`
  const parts = [
    failed > 0 ? `${countOf(failed, failedNoun)} with errors` : null,
    duplicates > 0 ? `${countOf(duplicates, 'duplicate')} skipped` : null,
  ]
    .filter((part) => part !== null)
    .map(translate)
  const ignored =
    ignoredColumns.length > 0 ? ` ${translate(`Ignored columns: ${ignoredColumns.join(', ')}.`)}` : ''
  return `${translate(head)}${parts.length > 0 ? `; ${parts.join(', ')}` : ''}.${ignored}`
}

export interface BulkStoreOutcome {
  storedCount: number
  collectionDuplicates: number
  stored: StoredBulkRow[]
}

/** Uploads and validations share one budget per user, whatever file they carry. */
export const enforceBulkRateLimit = (ctx: AppContext, user: UserRow) =>
  enforceRateLimit(ctx.db, { key: `bulk-upload:user:${user.id}`, ...BULK_RATE_LIMIT, action: 'bulk uploads' })

/**
 * Stores the valid rows of a checked file all or nothing (see storeAllOrNothing), leaving out what the
 * caller's collection already holds; with validateOnly, only counts them.
 */
export async function storeCheckedRecipes(
  ctx: AppContext,
  {
    user,
    checked,
    validateOnly,
    onStored,
  }: { user: UserRow; checked: CheckedFileSummary; validateOnly: boolean; onStored?: OnBulkRowsStored },
): Promise<BulkStoreOutcome> {
  if (validateOnly) {
    const collectionKeys = await findCollectionKeys(ctx.db, user.id, checked)
    const collectionDuplicates = checked.validKeys.filter((key) => collectionKeys.has(key)).length
    return { storedCount: checked.validKeys.length - collectionDuplicates, collectionDuplicates, stored: [] }
  }
  const chunks = prepareBulkChunksOffThread(checked, user.id)
  const outcome = await oneUploadAtATime(user.id, () =>
    storeAllOrNothing(
      { db: ctx.db, rowsPerStatement: STAGED_ROWS_PER_STATEMENT[ctx.database.dialect] },
      user.id,
      chunks,
      checked,
      onStored,
    ),
  )
  // A big upload changes what searches of the collection should expect.
  if (outcome.storedCount > 0) await keepRecipeStatistics(ctx.database)
  return outcome
}

/** The bulk upload's answer for a checked file and what storing it did. */
export function describeBulkUpload(
  checked: CheckedFileSummary,
  { storedCount, collectionDuplicates }: BulkStoreOutcome,
  {
    validateOnly,
    startedAt,
    failedNoun,
    translate = inEnglish,
    describeError = (error) => translate(error.message),
  }: {
    validateOnly: boolean
    startedAt: number
    failedNoun?: string
    /** The reader's language for the summary and the row errors (decision 056); left out, English. */
    translate?: Translate
    /** A row error's words; left out, its message in the reader's language. */
    describeError?: (error: BulkRowError) => string
  },
): BulkUploadResult {
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
    errors: checked.errors
      .slice(0, BULK_UPLOAD_LIMITS.reportedErrors)
      .map((error) => ({ ...error, message: describeError(error) })),
    totalErrors: checked.errors.length,
    message: describeResult({ ...result, ignoredColumns: checked.ignoredColumns, failedNoun, translate }),
  }
}

/**
 * Bulk upload: every row is checked with the recipe form's rules; valid rows that are not already in the
 * caller's collection (or earlier in the file) are stored privately, all or nothing (see storeAllOrNothing),
 * or, with validateOnly, only counted.
 */
export async function uploadRecipes(
  ctx: AppContext,
  { user, request, translate }: { user: UserRow; request: BulkUploadRequest; translate?: Translate },
): Promise<BulkUploadResult> {
  const startedAt = performance.now()
  await enforceBulkRateLimit(ctx, user)
  const checked = await checkBulkFileOffThread(request)
  const validateOnly = request.validateOnly ?? false
  const outcome = await storeCheckedRecipes(ctx, { user, checked, validateOnly })
  return describeBulkUpload(checked, outcome, { validateOnly, startedAt, translate })
}

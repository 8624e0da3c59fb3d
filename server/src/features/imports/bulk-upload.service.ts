import { assertRoomForRecipes } from '../../lib/user-caps'
import { randomUUID } from 'node:crypto'
import { setImmediate as yieldToEventLoop } from 'node:timers/promises'
import {
  BULK_UPLOAD_LIMITS,
  type BulkUploadRequest,
  type BulkUploadResult,
} from '@forkcast/contract/recipes.schemas'
import type { Executor } from '../../db/client'
import type { AppContext } from '../../lib/app-context'
import { enforceRateLimit } from '../../lib/rate-limit'
import type { UserRow } from '../users/users.repository'
import { prepareRecipeRow, type NewRecipeRow } from '../../lib/recipe-derivation'
import type { CheckedFile } from './bulk-check'
import { toDuplicateKey } from './bulk-check'
import { checkBulkFileOffThread } from './bulk-check-pool'
import {
  deleteAbandonedBulkRows,
  deleteStagedBulkRows,
  findCollectionRecipesByTitles,
  lockBulkUploads,
  moveStagedBulkRows,
  stageBulkRows,
} from './imports.repository'

/** Uploads and validations together, per user: each one can carry 20,000 recipes. */
export const BULK_RATE_LIMIT = { limit: 30, windowSeconds: 600 } as const
/** Rows prepared between two yields to the event loop: a few ms of work, so other requests keep being served. */
const ROWS_PER_SLICE = 20
/**
 * Rows staged per statement, each its own short write: the embedded database has one connection, so other
 * requests get a turn between batches.
 */
export const STAGE_BATCH_SIZE = 250
/** An upload's staged rows outlive it only when the server stopped mid-upload; an hour on, they are swept. */
const ABANDONED_UPLOAD_MINUTES = 60

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
 * All or nothing, even under kill -9: the rows are staged in short batches (yielding between them so other
 * requests interleave), then one transaction, under the per-user lock, leaves out what the collection already
 * holds, checks the recipe cap and moves the rest into recipes. A crash before that commit stores nothing; the
 * staged rows it leaves are swept later.
 */
async function storeAllOrNothing(
  db: Executor,
  userId: number,
  prepared: readonly NewRecipeRow[],
  valid: CheckedFile['valid'],
): Promise<{ storedCount: number; collectionDuplicates: number }> {
  const sample = prepared[0]
  if (sample === undefined) return { storedCount: 0, collectionDuplicates: 0 }
  const uploadId = randomUUID()
  await deleteAbandonedBulkRows(db, ABANDONED_UPLOAD_MINUTES)
  try {
    for (let start = 0; start < prepared.length; start += STAGE_BATCH_SIZE) {
      if (start > 0) await yieldToEventLoop()
      await stageBulkRows(
        db,
        { uploadId, ownerId: userId, firstPosition: start },
        prepared.slice(start, start + STAGE_BATCH_SIZE),
      )
    }
    return await db.transaction(async (tx) => {
      await lockBulkUploads(tx, userId)
      const collectionKeys = await findCollectionKeys(tx, userId, valid)
      const positions = valid.flatMap((entry, index) => (collectionKeys.has(entry.key) ? [] : [index]))
      await assertRoomForRecipes(tx, userId, positions.length)
      const ids = await moveStagedBulkRows(tx, { uploadId, positions, sample })
      return { storedCount: ids.length, collectionDuplicates: valid.length - positions.length }
    })
  } catch (error) {
    await deleteStagedBulkRows(db, uploadId)
    throw error
  }
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
 * caller's collection (or earlier in the file) are stored privately, all or nothing (see storeAllOrNothing),
 * or, with validateOnly, only counted.
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
  const checked = await checkBulkFileOffThread(request)
  const validateOnly = request.validateOnly ?? false
  let storedCount: number
  let collectionDuplicates: number
  if (validateOnly) {
    const collectionKeys = await findCollectionKeys(ctx.db, user.id, checked.valid)
    collectionDuplicates = checked.valid.filter((entry) => collectionKeys.has(entry.key)).length
    storedCount = checked.valid.length - collectionDuplicates
  } else {
    const prepared = await prepareRows(checked.valid, user.id)
    ;({ storedCount, collectionDuplicates } = await oneUploadAtATime(user.id, () =>
      storeAllOrNothing(ctx.db, user.id, prepared, checked.valid),
    ))
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

import { availableParallelism } from 'node:os'
import { Piscina } from 'piscina'
import type { BulkUploadRequest } from '@forkcast/contract/recipes.schemas'
import { AppError } from '../../lib/app-error'
import {
  VALID_ROWS_PER_CHUNK,
  type BulkCheckOutcome,
  type CheckedFileSummary,
  type PreparedBulkChunk,
} from './bulk-check'
import type { BulkWorkerTask } from './bulk-check.worker'
import type { RawRecipeFile } from './bulk-rows'
import { resolveImportWorker } from './worker-location'

/*
 * Worker threads check uploaded files and derive their rows, on every core but one: the request loop (and the
 * embedded database, which runs in it) needs that one. Threads stop when idle, so an idle server holds none.
 */
let pool: Piscina | null = null

export const resolveBulkWorker = (moduleUrl: string) =>
  resolveImportWorker(moduleUrl, 'bulk-check.worker.ts', 'bulk-check-worker.js')

const getPool = (): Piscina => {
  if (pool) return pool
  pool = new Piscina({
    ...resolveBulkWorker(import.meta.url),
    minThreads: 0,
    maxThreads: Math.max(1, availableParallelism() - 1),
    idleTimeout: 2_000,
  })
  // A worker that dies outside a task must not take the server down with an unhandled 'error' event.
  pool.on('error', (error: unknown) => console.error('Bulk check worker failed:', error))
  return pool
}

/** Parses and checks a bulk file off the event loop; refusals come back as the same AppError as inline. */
export const checkBulkFileOffThread = (request: BulkUploadRequest): Promise<CheckedFileSummary> =>
  runCheck({ kind: 'check', request })

/** Checks rows read from another app's export off the event loop, with the same rules as a bulk file. */
export const checkBulkRowsOffThread = (file: RawRecipeFile): Promise<CheckedFileSummary> =>
  runCheck({ kind: 'check-rows', file })

async function runCheck(task: BulkWorkerTask): Promise<CheckedFileSummary> {
  const outcome = (await getPool().run(task)) as BulkCheckOutcome
  if (!outcome.ok) throw new AppError(outcome.code, outcome.message, { issues: outcome.issues })
  return outcome.checked
}

/**
 * Derives the rows of every chunk in the worker, queued at once so the worker works ahead while the request
 * thread stages earlier chunks. Answers one promise per chunk, in file order.
 */
export function prepareBulkChunksOffThread(
  checked: Pick<CheckedFileSummary, 'validChunks'>,
  ownerId: number,
): Array<Promise<PreparedBulkChunk>> {
  return checked.validChunks.map((recipes, index) => {
    const task: BulkWorkerTask = {
      kind: 'prepare',
      recipes,
      ownerId,
      firstPosition: index * VALID_ROWS_PER_CHUNK,
    }
    const prepared = getPool().run(task) as Promise<PreparedBulkChunk>
    // An upload that fails part-way leaves later chunks unread: their failures must not go unhandled.
    prepared.catch(() => undefined)
    return prepared
  })
}

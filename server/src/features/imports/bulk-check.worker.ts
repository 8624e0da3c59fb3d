import type { BulkUploadRequest } from '@forkcast/contract/recipes.schemas'
import { AppError } from '../../lib/app-error'
import { checkBulkFile, type BulkCheckOutcome } from './bulk-check'

/** Valid rows per JSON chunk: parsing one takes a few ms in the request thread. */
export const VALID_ROWS_PER_CHUNK = 100

/**
 * Runs in a worker thread: parsing and checking a 10 MB file takes seconds the server's loop must not wait.
 * Errors cross the thread boundary as data, since a thrown AppError would arrive without its code.
 */
export default function checkBulkFileInWorker(request: BulkUploadRequest): BulkCheckOutcome {
  try {
    const { valid, ...checked } = checkBulkFile(request)
    const validChunks: string[] = []
    for (let start = 0; start < valid.length; start += VALID_ROWS_PER_CHUNK) {
      validChunks.push(JSON.stringify(valid.slice(start, start + VALID_ROWS_PER_CHUNK)))
    }
    return { ok: true, checked, validChunks }
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    return { ok: false, code: error.code, message: error.message, issues: error.options.issues ?? [] }
  }
}

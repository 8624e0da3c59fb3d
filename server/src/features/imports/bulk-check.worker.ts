import type { BulkUploadRequest } from '@forkcast/contract/recipes.schemas'
import { AppError } from '../../lib/app-error'
import { checkBulkFile, type BulkCheckOutcome } from './bulk-check'

/**
 * Runs in a worker thread: parsing and checking a 10 MB file takes seconds the server's loop must not wait.
 * Errors cross the thread boundary as data, since a thrown AppError would arrive without its code.
 */
export default function checkBulkFileInWorker(request: BulkUploadRequest): BulkCheckOutcome {
  try {
    return { ok: true, checked: checkBulkFile(request) }
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    return { ok: false, code: error.code, message: error.message, issues: error.options.issues ?? [] }
  }
}

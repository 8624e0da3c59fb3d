import type { BulkUploadRequest } from '@forkcast/contract/recipes.schemas'
import { AppError } from '../../lib/app-error'
import type { RawRecipeFile } from './bulk-rows'
import {
  checkBulkFile,
  checkBulkRows,
  prepareBulkChunk,
  summarizeCheckedFile,
  type BulkCheckOutcome,
  type PreparedBulkChunk,
} from './bulk-check'

export type BulkWorkerTask =
  | { kind: 'check'; request: BulkUploadRequest }
  | { kind: 'check-rows'; file: RawRecipeFile }
  | { kind: 'prepare'; recipes: string; ownerId: number; firstPosition: number }

/**
 * Runs in a worker thread: parsing and checking a 10 MB file, and deriving each recipe's columns, take seconds
 * the server's loop must not wait. Errors cross the thread boundary as data, since a thrown AppError would
 * arrive without its code.
 */
export default function runBulkTask(task: BulkWorkerTask): BulkCheckOutcome | PreparedBulkChunk {
  if (task.kind === 'prepare') return prepareBulkChunk(task)
  try {
    const checked = task.kind === 'check' ? checkBulkFile(task.request) : checkBulkRows(task.file)
    return { ok: true, checked: summarizeCheckedFile(checked) }
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    return { ok: false, code: error.code, message: error.message, issues: error.options.issues ?? [] }
  }
}

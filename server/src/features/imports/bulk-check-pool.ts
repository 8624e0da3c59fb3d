import { setImmediate as yieldToEventLoop } from 'node:timers/promises'
import { Piscina } from 'piscina'
import type { BulkUploadRequest } from '@forkcast/contract/recipes.schemas'
import { AppError } from '../../lib/app-error'
import type { BulkCheckOutcome, CheckedFile } from './bulk-check'
import { resolveImportWorker } from './worker-location'

/*
 * One worker thread checks uploaded files, one file at a time: the machine has few cores and the request
 * loop needs one. The thread stops when idle, so an idle server (or a test run) holds no worker.
 */
let pool: Piscina | null = null

export const resolveBulkWorker = (moduleUrl: string) =>
  resolveImportWorker(moduleUrl, 'bulk-check.worker.ts', 'bulk-check-worker.js')

const getPool = (): Piscina => {
  if (pool) return pool
  pool = new Piscina({
    ...resolveBulkWorker(import.meta.url),
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 2_000,
  })
  // A worker that dies outside a task must not take the server down with an unhandled 'error' event.
  pool.on('error', (error: unknown) => console.error('Bulk check worker failed:', error))
  return pool
}

/** Parses and checks a bulk file off the event loop; refusals come back as the same AppError as inline. */
export async function checkBulkFileOffThread(request: BulkUploadRequest): Promise<CheckedFile> {
  const outcome = (await getPool().run(request)) as BulkCheckOutcome
  if (!outcome.ok) throw new AppError(outcome.code, outcome.message, { issues: outcome.issues })
  const valid: CheckedFile['valid'] = []
  for (const [index, chunk] of outcome.validChunks.entries()) {
    if (index > 0) await yieldToEventLoop()
    valid.push(...(JSON.parse(chunk) as CheckedFile['valid']))
  }
  return { ...outcome.checked, valid }
}

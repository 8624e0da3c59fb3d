import { Piscina } from 'piscina'
import type { BulkUploadRequest } from '@forkcast/contract/recipes.schemas'
import { AppError } from '../../lib/app-error'
import type { BulkCheckOutcome, CheckedFile } from './bulk-check'

/*
 * One worker thread checks uploaded files, one file at a time: the machine has few cores and the request
 * loop needs one. The thread stops when idle, so an idle server (or a test run) holds no worker. Workers
 * load TypeScript through the same loader the server runs under.
 */
let pool: Piscina | null = null

const getPool = (): Piscina =>
  (pool ??= new Piscina({
    filename: new URL('./bulk-check.worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 2_000,
    execArgv: ['--import', 'tsx'],
  }))

/** Parses and checks a bulk file off the event loop; refusals come back as the same AppError as inline. */
export async function checkBulkFileOffThread(request: BulkUploadRequest): Promise<CheckedFile> {
  const outcome = (await getPool().run(request)) as BulkCheckOutcome
  if (!outcome.ok) throw new AppError(outcome.code, outcome.message, { issues: outcome.issues })
  return outcome.checked
}

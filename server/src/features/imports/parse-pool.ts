import { Piscina } from 'piscina'
import { AppError } from '../../lib/app-error'
import type { ParseAnswer, ParseTask } from './parse-page.worker'
import { resolveImportWorker } from './worker-location'

/** Reading a 5 MB page takes about 2 s on a loaded server; five times that is a page built to stall us. */
const PARSE_BUDGET_MS = 10_000

export const TOO_COMPLEX_MESSAGE =
  'This page is too large or too complex to read. Paste just the recipe text instead.'

/*
 * One worker thread reads pages, one at a time, as the bulk check does: the machine has few cores and the
 * request loop needs one. The thread stops when idle, so an idle server (or a test run) holds no worker.
 */
let pool: Piscina | null = null

export const resolveParseWorker = (moduleUrl: string) =>
  resolveImportWorker(moduleUrl, 'parse-page.worker.ts', 'parse-page-worker.js')

const getPool = (): Piscina => {
  if (pool) return pool
  pool = new Piscina({
    ...resolveParseWorker(import.meta.url),
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 5_000,
    // A page that makes the parser hoard memory ends its own thread, not the server.
    resourceLimits: { maxOldGenerationSizeMb: 1024 },
  })
  // A worker that dies outside a task must not take the server down with an unhandled 'error' event.
  pool.on('error', (error: unknown) => console.error('Page parsing worker failed:', error))
  return pool
}

// Pages wait here, not in the pool, so a page's budget counts its own reading and not the queue before it.
let queue: Promise<unknown> = Promise.resolve()

const runInTurn = <T>(work: () => Promise<T>): Promise<T> => {
  const turn = queue.then(work)
  queue = turn.catch(() => undefined)
  return turn
}

const runWithBudget = async (task: ParseTask, budgetMs: number): Promise<ParseAnswer> => {
  const controller = new AbortController()
  // Aborting a running task terminates its worker thread: the parse stops, it is not merely ignored.
  const timer = setTimeout(() => controller.abort(), budgetMs)
  try {
    return (await getPool().run(task, { signal: controller.signal })) as ParseAnswer
  } catch (error) {
    const outOfMemory = error instanceof Error && 'code' in error && error.code === 'ERR_WORKER_OUT_OF_MEMORY'
    if (controller.signal.aborted || outOfMemory) throw new AppError('UNPROCESSABLE', TOO_COMPLEX_MESSAGE)
    throw error
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Reads a page or pasted text in the worker thread within a time budget; past it the worker is terminated
 * and the answer is a 422 saying the page is too large or too complex.
 */
export const parseOffThread = (task: ParseTask, { budgetMs = PARSE_BUDGET_MS } = {}): Promise<ParseAnswer> =>
  runInTurn(() => runWithBudget(task, budgetMs))

/** The ids of the pool's live threads, so a test can see a stalled one was terminated and replaced. */
export const parseThreadIds = (): number[] => getPool().threads.map((thread) => thread.threadId)

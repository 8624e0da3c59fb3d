import type { Executor } from '../db/client'
import { and, eq, sql } from 'drizzle-orm'
import { rateLimits } from '../db/schema'
import { AppError } from './app-error'

/** Counts one hit in a fixed window and answers the count so far and when the window started. */
const hitRateLimit = async (db: Executor, key: string, windowSeconds: number) => {
  const windowExpired = sql`${rateLimits.windowStart} <= now() - (${windowSeconds}::int * interval '1 second')`
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${windowExpired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${windowExpired} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart })
  if (!row) throw new Error('rate limit upsert returned nothing')
  return row
}

export const formatWait = (seconds: number) =>
  seconds < 60 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}`

/** Counts a hit against `key` and refuses with 429 + Retry-After once `limit` is passed in the window. */
export async function enforceRateLimit(
  db: Executor,
  {
    key,
    limit,
    windowSeconds,
    action,
  }: { key: string; limit: number; windowSeconds: number; action: string },
): Promise<void> {
  const { count, windowStart } = await hitRateLimit(db, key, windowSeconds)
  if (count <= limit) return
  const retryAfter = Math.max(
    1,
    Math.ceil((windowStart.getTime() + windowSeconds * 1000 - Date.now()) / 1000),
  )
  throw new AppError('RATE_LIMITED', `Too many ${action}. Please try again in ${formatWait(retryAfter)}.`, {
    headers: { 'Retry-After': String(retryAfter) },
  })
}

/**
 * Failures on `key` in a row, and when the last one was; a quiet `windowSeconds` starts the count over.
 * Only failures are recorded, so an owner who signs in correctly never adds to it.
 */
const readFailures = async (db: Executor, key: string, windowSeconds: number) => {
  const [row] = await db
    .select({ count: rateLimits.count, lastFailure: rateLimits.windowStart })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.key, key),
        sql`${rateLimits.windowStart} > now() - (${windowSeconds}::int * interval '1 second')`,
      ),
    )
  return row ?? null
}

/** Seconds to wait after `failures` in a row: none for the first `freeFailures`, then 1, 2, 4 ... up to the cap. */
export const failureDelaySeconds = (failures: number, freeFailures: number, maxDelaySeconds: number) =>
  failures < freeFailures ? 0 : Math.min(maxDelaySeconds, 2 ** (failures - freeFailures))

export interface FailureThrottle {
  key: string
  freeFailures: number
  windowSeconds: number
  maxDelaySeconds: number
  action: string
}

/**
 * Refuses with 429 + Retry-After while the growing delay after recent failures on `key` has not passed.
 * Answers whether any recent failure is recorded.
 */
export async function assertFailureDelayPassed(db: Executor, throttle: FailureThrottle): Promise<boolean> {
  const row = await readFailures(db, throttle.key, throttle.windowSeconds)
  if (!row) return false
  const delay = failureDelaySeconds(row.count, throttle.freeFailures, throttle.maxDelaySeconds)
  const waitMs = row.lastFailure.getTime() + delay * 1000 - Date.now()
  if (waitMs <= 0) return true
  const retryAfter = Math.max(1, Math.ceil(waitMs / 1000))
  throw new AppError(
    'RATE_LIMITED',
    `Too many ${throttle.action}. Please try again in ${formatWait(retryAfter)}.`,
    { headers: { 'Retry-After': String(retryAfter) } },
  )
}

export async function recordFailure(
  db: Executor,
  { key, windowSeconds }: { key: string; windowSeconds: number },
) {
  await hitRateLimit(db, key, windowSeconds).then(() =>
    // The window start doubles as the time of the latest failure, which the delay counts from.
    db
      .update(rateLimits)
      .set({ windowStart: sql`now()` })
      .where(eq(rateLimits.key, key)),
  )
}

export const clearFailures = (db: Executor, key: string) =>
  db.delete(rateLimits).where(eq(rateLimits.key, key))

import type { Executor } from '../db/client'
import { eq, inArray, or, sql } from 'drizzle-orm'
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

const formatWait = (seconds: number) =>
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
 * A budget of attempts with growing waits: the first `freeAttempts` in a window go straight through, then each
 * one waits `delayUnitSeconds` × 1, 2, 4 … (up to `maxDelaySeconds`) after the last; a quiet `windowSeconds`
 * starts the count over.
 */
export interface AttemptThrottle {
  key: string
  freeAttempts: number
  delayUnitSeconds: number
  maxDelaySeconds: number
  windowSeconds: number
  action: string
  /** A sentence added to the refusal, e.g. what still works. */
  hint?: string
}

const delaySql = (throttle: AttemptThrottle) =>
  sql`least(${throttle.maxDelaySeconds}::float8, ${throttle.delayUnitSeconds}::float8 * power(2::float8, least(${rateLimits.count} - ${throttle.freeAttempts}::int, 30)::float8))`

/**
 * Takes one attempt from the budget, or refuses with 429 + Retry-After while the wait has not passed. One
 * INSERT … ON CONFLICT DO UPDATE … WHERE decides and counts, so simultaneous attempts queue on the row and
 * never all read the same count; the window start doubles as the time of the latest attempt.
 */
export async function takeAttempt(db: Executor, throttle: AttemptThrottle): Promise<void> {
  const windowExpired = sql`${rateLimits.windowStart} <= now() - (${throttle.windowSeconds}::int * interval '1 second')`
  const taken = await db
    .insert(rateLimits)
    .values({ key: throttle.key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${windowExpired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`now()`,
      },
      setWhere: sql`${windowExpired} or ${rateLimits.count} < ${throttle.freeAttempts}::int or ${rateLimits.windowStart} + (${delaySql(throttle)} * interval '1 second') <= now()`,
    })
    .returning({ count: rateLimits.count })
  if (taken.length > 0) return
  const [row] = await db
    .select({
      waitSeconds: sql<number>`extract(epoch from (${rateLimits.windowStart} + (${delaySql(throttle)} * interval '1 second') - now()))::float8`,
    })
    .from(rateLimits)
    .where(eq(rateLimits.key, throttle.key))
  const retryAfter = Math.max(1, Math.ceil(row?.waitSeconds ?? 1))
  const message = `Too many ${throttle.action}. Please try again in ${formatWait(retryAfter)}.`
  throw new AppError('RATE_LIMITED', throttle.hint ? `${message} ${throttle.hint}` : message, {
    headers: { 'Retry-After': String(retryAfter) },
  })
}

/** Gives back one attempt that turned out to be the owner's correct one, so correct sign-ins never add up. */
export const refundAttempt = (db: Executor, key: string) =>
  db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key))

export const clearAttempts = (db: Executor, key: string) =>
  db.delete(rateLimits).where(eq(rateLimits.key, key))

/** Deletes counters that name a person: the exact keys given, and every key starting with one of the prefixes. */
export async function forgetRateLimitKeys(
  db: Executor,
  { keys, prefixes }: { keys: string[]; prefixes: string[] },
) {
  const matches = [
    ...(keys.length > 0 ? [inArray(rateLimits.key, keys)] : []),
    // left() rather than LIKE: an email may hold % or _.
    ...prefixes.map((prefix) => sql`left(${rateLimits.key}, ${prefix.length}::int) = ${prefix}`),
  ]
  if (matches.length > 0) await db.delete(rateLimits).where(or(...matches))
}

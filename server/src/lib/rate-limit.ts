import type { Executor } from '../db/client'
import { sql } from 'drizzle-orm'
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

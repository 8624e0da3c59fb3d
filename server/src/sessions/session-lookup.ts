import { and, eq, gt } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { sessions, users } from '../db/schema'

/** The signed-in user's row, as every request sees it. */
export type SessionUser = typeof users.$inferSelect

/**
 * How the request plugins read a session: a live session and its user in one statement. Creating and ending
 * sessions belongs to the auth feature; reading them for every request lives here so plugins need no feature.
 */
export const findSessionWithUser = async (db: Executor, tokenHash: string, now: Date) => {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1)
  return row ?? null
}

/** Slides a session's expiry forward (sessions in use stay signed in). */
export const extendSession = async (db: Executor, tokenHash: string, expiresAt: Date) => {
  await db
    .update(sessions)
    .set({ expiresAt, lastSeenAt: new Date() })
    .where(eq(sessions.tokenHash, tokenHash))
}

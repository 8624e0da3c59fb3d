import { and, eq, gt, lt } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { pendingRegistrations, sessions } from '../../db/schema'
import { forgetUsersInProcess } from '../../sessions/session-lookup'

export const insertSession = async (db: Executor, values: typeof sessions.$inferInsert) => {
  await db.insert(sessions).values(values)
}

export const deleteSession = async (db: Executor, tokenHash: string) => {
  const ended = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .returning({ userId: sessions.userId })
  forgetUsersInProcess(ended.map((row) => row.userId))
}

export const deleteExpiredSessions = async (db: Executor, now: Date) => {
  await db.delete(sessions).where(lt(sessions.expiresAt, now))
}

export type PendingRegistrationRow = typeof pendingRegistrations.$inferSelect

/** Stores a registration awaiting its link, clearing expired ones on the way so the table stays small. */
export const insertPendingRegistration = async (
  db: Executor,
  values: typeof pendingRegistrations.$inferInsert,
  now: Date,
) => {
  await db.delete(pendingRegistrations).where(lt(pendingRegistrations.expiresAt, now))
  await db.insert(pendingRegistrations).values(values)
}

/** Takes a live pending registration by its token: it is deleted, so a link works once. */
export const takePendingRegistration = async (
  db: Executor,
  { tokenHash, now }: { tokenHash: string; now: Date },
): Promise<PendingRegistrationRow | null> => {
  const [row] = await db
    .delete(pendingRegistrations)
    .where(and(eq(pendingRegistrations.tokenHash, tokenHash), gt(pendingRegistrations.expiresAt, now)))
    .returning()
  return row ?? null
}

/** Other links sent for an address stop working once one of them has created its account. */
export const deletePendingRegistrationsOf = async (db: Executor, email: string) => {
  await db.delete(pendingRegistrations).where(eq(pendingRegistrations.email, email))
}

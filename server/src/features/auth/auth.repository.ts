import { and, eq, gt, lt } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import type { SessionUser } from '../../sessions/session-lookup'
import { pendingRegistrations, sessions, users } from '../../db/schema'
import { forgetUsersInProcess } from '../../sessions/session-lookup'

export type UserRow = SessionUser
export type NewUserRow = typeof users.$inferInsert

export const findUserByEmail = async (db: Executor, email: string): Promise<UserRow | null> => {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1)
  return row ?? null
}

export const findUserById = async (db: Executor, id: number): Promise<UserRow | null> => {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return row ?? null
}

/** Returns null when the email is already taken (unique constraint), so callers need no race check. */
export const insertUser = async (db: Executor, values: NewUserRow): Promise<UserRow | null> => {
  const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning()
  return row ?? null
}

export const updateUser = async (
  db: Executor,
  id: number,
  values: Partial<Omit<NewUserRow, 'id'>>,
): Promise<UserRow | null> => {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning()
  forgetUsersInProcess([id])
  return row ?? null
}

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

/** Reads the user and holds their row until the transaction ends, so two writes of one answer serialise. */
export const lockUserById = async (tx: Executor, id: number): Promise<UserRow | null> => {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1)
  return row ?? null
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

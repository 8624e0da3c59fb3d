import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { knownDevices, pendingRegistrations, sessions } from '../../db/schema'
import { forgetUsersInProcess } from '../../sessions/session-lookup'

// Expired sessions removed each time one starts: enough to keep up with sign-ins, never a long delete.
const EXPIRED_SESSIONS_PER_SIGN_IN = 100

/** Starts a session, purging some expired ones on the way so the table never keeps them forever. */
export const insertSession = async (db: Executor, values: typeof sessions.$inferInsert, now: Date) => {
  await deleteExpiredSessions(db, now, EXPIRED_SESSIONS_PER_SIGN_IN)
  await db.insert(sessions).values(values)
}

export const deleteSession = async (db: Executor, tokenHash: string) => {
  const ended = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .returning({ userId: sessions.userId })
  forgetUsersInProcess(ended.map((row) => row.userId))
}

/** Deletes up to `limit` sessions that expired before `now`, the oldest first. */
const deleteExpiredSessions = async (db: Executor, now: Date, limit: number) => {
  const expired = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(lt(sessions.expiresAt, now))
    .orderBy(asc(sessions.expiresAt))
    .limit(limit)
  await db.delete(sessions).where(inArray(sessions.id, expired))
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

export type KnownDeviceRow = typeof knownDevices.$inferSelect

/** The account a live device cookie belongs to, or null. */
export const findKnownDevice = async (
  db: Executor,
  { tokenHash, now }: { tokenHash: string; now: Date },
): Promise<KnownDeviceRow | null> => {
  const [row] = await db
    .select()
    .from(knownDevices)
    .where(and(eq(knownDevices.tokenHash, tokenHash), gt(knownDevices.expiresAt, now)))
    .limit(1)
  return row ?? null
}

/** Remembers a device, clearing the account's expired ones on the way. */
export const insertKnownDevice = async (
  db: Executor,
  values: typeof knownDevices.$inferInsert,
  now: Date,
) => {
  await db
    .delete(knownDevices)
    .where(and(eq(knownDevices.userId, values.userId), lt(knownDevices.expiresAt, now)))
  await db.insert(knownDevices).values(values)
}

/** The token hashes of an account's remembered devices (their throttle keys are named by them). */
export const listKnownDeviceHashes = async (db: Executor, userId: number): Promise<string[]> => {
  const rows = await db
    .select({ tokenHash: knownDevices.tokenHash })
    .from(knownDevices)
    .where(eq(knownDevices.userId, userId))
  return rows.map((row) => row.tokenHash)
}

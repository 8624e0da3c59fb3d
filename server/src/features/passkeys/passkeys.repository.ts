import { and, asc, count, desc, eq, inArray, lt } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { passkeyChallenges, passkeys } from '../../db/schema'

export type PasskeyRow = typeof passkeys.$inferSelect

// Expired challenges removed each time one is made: an abandoned ceremony never stays in the table for long.
const EXPIRED_CHALLENGES_PER_START = 50

export const insertChallenge = async (
  db: Executor,
  values: { challenge: string; userId: number | null; expiresAt: Date },
  now: Date,
): Promise<string> => {
  const expired = db
    .select({ id: passkeyChallenges.id })
    .from(passkeyChallenges)
    .where(lt(passkeyChallenges.expiresAt, now))
    .orderBy(asc(passkeyChallenges.expiresAt))
    .limit(EXPIRED_CHALLENGES_PER_START)
  await db.delete(passkeyChallenges).where(inArray(passkeyChallenges.id, expired))
  const [row] = await db.insert(passkeyChallenges).values(values).returning({ id: passkeyChallenges.id })
  if (!row) throw new Error('challenge insert returned nothing')
  return row.id
}

/** Takes a challenge once: whoever answers it first uses it up, so an answer cannot be replayed. */
export const takeChallenge = async (db: Executor, id: string) => {
  const [row] = await db.delete(passkeyChallenges).where(eq(passkeyChallenges.id, id)).returning()
  return row ?? null
}

export const listPasskeys = (db: Executor, userId: number) =>
  db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(desc(passkeys.createdAt))

export const countPasskeys = async (db: Executor, userId: number) => {
  const [row] = await db.select({ total: count() }).from(passkeys).where(eq(passkeys.userId, userId))
  return row?.total ?? 0
}

export const findPasskeyByCredentialId = async (db: Executor, credentialId: string) => {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId))
  return row ?? null
}

export const insertPasskey = async (db: Executor, values: typeof passkeys.$inferInsert) => {
  const [row] = await db.insert(passkeys).values(values).onConflictDoNothing().returning()
  return row ?? null
}

export const recordPasskeyUse = (db: Executor, id: string, { counter, at }: { counter: number; at: Date }) =>
  db.update(passkeys).set({ counter, lastUsedAt: at }).where(eq(passkeys.id, id))

/** Only the owner's own passkey is removed; answers whether there was one. */
export const deletePasskey = async (db: Executor, { id, userId }: { id: string; userId: number }) => {
  const removed = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id })
  return removed.length > 0
}

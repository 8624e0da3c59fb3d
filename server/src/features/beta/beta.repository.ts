import { and, desc, eq, isNull } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { betaTesters } from '../../db/schema'

export type BetaTesterRow = typeof betaTesters.$inferSelect

/** Returns null when the invite code is taken (unique constraint), so the caller draws another. */
export const insertBetaTester = async (
  db: Executor,
  values: typeof betaTesters.$inferInsert,
): Promise<BetaTesterRow | null> => {
  const [row] = await db
    .insert(betaTesters)
    .values(values)
    .onConflictDoNothing({ target: betaTesters.inviteCode })
    .returning()
  return row ?? null
}

export const findBetaTesters = (db: Executor) =>
  db.select().from(betaTesters).orderBy(desc(betaTesters.invitedAt), desc(betaTesters.id))

export const findBetaTesterByCode = async (db: Executor, code: string): Promise<BetaTesterRow | null> => {
  const [row] = await db.select().from(betaTesters).where(eq(betaTesters.inviteCode, code)).limit(1)
  return row ?? null
}

export const findBetaTesterOfUser = async (db: Executor, userId: number): Promise<BetaTesterRow | null> => {
  const [row] = await db.select().from(betaTesters).where(eq(betaTesters.redeemedBy, userId)).limit(1)
  return row ?? null
}

/** Claims an unused code for the user; null when it was used already (single use, race-free). */
export const redeemBetaCode = async (
  db: Executor,
  { code, userId, now }: { code: string; userId: number; now: Date },
): Promise<BetaTesterRow | null> => {
  const [row] = await db
    .update(betaTesters)
    .set({ redeemedBy: userId, redeemedAt: now })
    .where(and(eq(betaTesters.inviteCode, code), isNull(betaTesters.redeemedBy)))
    .returning()
  return row ?? null
}

import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { accountTokens, groupMembers, recipeRatings, recipes, sessions } from '../../db/schema'
import { forgetUsersInProcess } from '../../sessions/session-lookup'

export type AccountTokenRow = typeof accountTokens.$inferSelect
export type AccountTokenPurpose = AccountTokenRow['purpose']

export const insertAccountToken = async (db: Executor, values: typeof accountTokens.$inferInsert) => {
  await db.insert(accountTokens).values(values)
}

/** Marks a live link used and returns it; null when unknown, expired or used (one statement: single use under races). */
export const consumeAccountToken = async (
  db: Executor,
  { tokenHash, purpose, now }: { tokenHash: string; purpose: AccountTokenPurpose; now: Date },
): Promise<AccountTokenRow | null> => {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning()
  return row ?? null
}

/** A link that still works, without using it up (to check the request before consuming the link). */
export const findLiveAccountToken = async (
  db: Executor,
  { tokenHash, purpose, now }: { tokenHash: string; purpose: AccountTokenPurpose; now: Date },
): Promise<AccountTokenRow | null> => {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .limit(1)
  return row ?? null
}

/** Older unused links of the same kind stop working when a new one is sent. */
export const expireUnusedTokens = async (
  db: Executor,
  { userId, purpose, now }: { userId: number; purpose: AccountTokenPurpose; now: Date },
) => {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    )
}

/** Every unused link of the account stops working: its email or password changed, or it is being deleted. */
export const expireAllUnusedTokens = async (db: Executor, { userId, now }: { userId: number; now: Date }) => {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt)))
}

export const listUserSessions = (db: Executor, userId: number, now: Date) =>
  db
    .select({
      id: sessions.id,
      tokenHash: sessions.tokenHash,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt))

/** Deletes the user's sessions, all of them or all but one; returns the token hashes that ended. */
export const deleteUserSessions = async (
  db: Executor,
  { userId, exceptTokenHash }: { userId: number; exceptTokenHash?: string },
): Promise<string[]> => {
  const rows = await db
    .delete(sessions)
    .where(
      and(eq(sessions.userId, userId), exceptTokenHash ? ne(sessions.tokenHash, exceptTokenHash) : undefined),
    )
    .returning({ tokenHash: sessions.tokenHash })
  forgetUsersInProcess([userId])
  return rows.map((row) => row.tokenHash)
}

export const deleteUserSessionById = async (
  db: Executor,
  { userId, id }: { userId: number; id: string },
): Promise<string | null> => {
  const [row] = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, id)))
    .returning({ tokenHash: sessions.tokenHash })
  forgetUsersInProcess([userId])
  return row?.tokenHash ?? null
}

export const listGroupIdsOfUser = async (db: Executor, userId: number): Promise<number[]> => {
  const rows = await db
    .select({ groupId: groupMembers.groupId })
    .from(groupMembers)
    .where(eq(groupMembers.userId, userId))
  return rows.map((row) => row.groupId)
}

export const listRatedRecipeIds = async (db: Executor, userId: number): Promise<number[]> => {
  const rows = await db
    .select({ recipeId: recipeRatings.recipeId })
    .from(recipeRatings)
    .where(eq(recipeRatings.userId, userId))
  return rows.map((row) => row.recipeId)
}

/** Recomputes the rating summary of recipes whose ratings changed without going through the rating call. */
export const refreshRatingSummaries = async (db: Executor, recipeIds: number[]) => {
  if (recipeIds.length === 0) return
  await db
    .update(recipes)
    .set({
      averageRating: sql`(select avg(${recipeRatings.rating})::float8 from ${recipeRatings} where ${recipeRatings.recipeId} = ${recipes.id})`,
      totalRatings: sql`(select count(*)::int from ${recipeRatings} where ${recipeRatings.recipeId} = ${recipes.id})`,
    })
    .where(inArray(recipes.id, recipeIds))
}

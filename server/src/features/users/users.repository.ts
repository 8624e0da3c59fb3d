import { eq, inArray, or, type SQLWrapper } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { users } from '../../db/schema'
import { forgetUsersInProcess } from '../../sessions/session-lookup'

// The users feature owns the user table: every other feature reads and writes a user's row through here.

export type UserRow = typeof users.$inferSelect
export type NewUserRow = typeof users.$inferInsert

export const findUserByEmail = async (db: Executor, email: string): Promise<UserRow | null> => {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1)
  return row ?? null
}

export const findUserById = async (db: Executor, id: number): Promise<UserRow | null> => {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return row ?? null
}

/** Reads the user and holds their row until the transaction ends, so two writes of one answer serialise. */
export const lockUserById = async (tx: Executor, id: number): Promise<UserRow | null> => {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1)
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
  // This instance's cached sessions see the change at once; others hear migration 0015's trigger.
  forgetUsersInProcess([id])
  return row ?? null
}

/** Removes the account; sessions, links, memberships, private recipes, saves and ratings go with it (cascades). */
export const deleteUserRow = async (db: Executor, userId: number) => {
  await db.delete(users).where(eq(users.id, userId))
  forgetUsersInProcess([userId])
}

/**
 * Allergies, sensitivities and excluded cuisines of each user: by ids, or by a subquery of ids (one round trip),
 * and of `alsoUserId` too.
 */
export const findAvoidanceProfiles = (
  db: Executor,
  userIds: readonly number[] | SQLWrapper,
  alsoUserId?: number,
) =>
  db
    .select({
      userId: users.id,
      firstName: users.firstName,
      allergies: users.allergies,
      sensitivities: users.sensitivities,
      excludedFoodTypes: users.excludedFoodTypes,
    })
    .from(users)
    .where(
      or(
        Array.isArray(userIds) ? inArray(users.id, [...userIds]) : inArray(users.id, userIds as SQLWrapper),
        alsoUserId === undefined ? undefined : eq(users.id, alsoUserId),
      ),
    )

/** Every cuisine excluded by any of these users. */
export const findExcludedFoodTypes = async (db: Executor, userIds: number[]) => {
  if (userIds.length === 0) return []
  const rows = await db
    .select({ excluded: users.excludedFoodTypes })
    .from(users)
    .where(inArray(users.id, userIds))
  return rows.flatMap((row) => row.excluded)
}

export const markPreferencesReset = async (db: Executor, userIds: number[], day: string) => {
  if (userIds.length === 0) return
  await db.update(users).set({ lastPreferencesReset: day }).where(inArray(users.id, userIds))
  forgetUsersInProcess(userIds)
}

import { and, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { familyGroups, favoriteRestaurants, groupMembers, users } from '../../db/schema'

type FavoriteRow = typeof favoriteRestaurants.$inferSelect
export type NewFavoriteRow = typeof favoriteRestaurants.$inferInsert

/** The groups of a user, as a sub-select. */
const groupsOf = (db: Executor, userId: number) =>
  db.select({ groupId: groupMembers.groupId }).from(groupMembers).where(eq(groupMembers.userId, userId))

/** What a user may see and change: their personal favorites and every favorite of their groups. */
const visibleTo = (db: Executor, userId: number): SQL =>
  or(
    and(isNull(favoriteRestaurants.groupId), eq(favoriteRestaurants.userId, userId)),
    inArray(favoriteRestaurants.groupId, groupsOf(db, userId)),
  )!

const withNames = (db: Executor) =>
  db
    .select({ favorite: favoriteRestaurants, savedBy: users.firstName, groupName: familyGroups.name })
    .from(favoriteRestaurants)
    .leftJoin(users, eq(users.id, favoriteRestaurants.userId))
    .leftJoin(familyGroups, eq(familyGroups.id, favoriteRestaurants.groupId))

export type FavoriteWithNames = { favorite: FavoriteRow; savedBy: string | null; groupName: string | null }

/** One group's favorites, or every favorite the user can see; newest first. */
export const findVisibleFavorites = (db: Executor, userId: number, groupId?: number) =>
  withNames(db)
    .where(
      groupId === undefined
        ? visibleTo(db, userId)
        : and(visibleTo(db, userId), eq(favoriteRestaurants.groupId, groupId)),
    )
    .orderBy(desc(favoriteRestaurants.createdAt), desc(favoriteRestaurants.id))

export const findVisibleFavorite = async (db: Executor, userId: number, id: number) => {
  const [row] = await withNames(db)
    .where(and(eq(favoriteRestaurants.id, id), visibleTo(db, userId)))
    .limit(1)
  return row ?? null
}

/** The saved place in one group (or among the user's personal favorites when groupId is null). */
export const findFavoriteByPlace = async (
  db: Executor,
  { userId, placeId, groupId }: { userId: number; placeId: string; groupId: number | null },
) => {
  const [row] = await withNames(db)
    .where(
      and(
        eq(favoriteRestaurants.placeId, placeId),
        groupId === null
          ? and(isNull(favoriteRestaurants.groupId), eq(favoriteRestaurants.userId, userId))
          : eq(favoriteRestaurants.groupId, groupId),
      ),
    )
    .limit(1)
  return row ?? null
}

/** Any favorite of this place the user can see: what the heart on a result shows. */
export const findVisibleFavoriteOfPlace = async (db: Executor, userId: number, placeId: string) => {
  const [row] = await db
    .select({ id: favoriteRestaurants.id })
    .from(favoriteRestaurants)
    .where(and(eq(favoriteRestaurants.placeId, placeId), visibleTo(db, userId)))
    .orderBy(desc(favoriteRestaurants.createdAt))
    .limit(1)
  return row ?? null
}

/** Inserts unless the group (or the user, for a personal one) already saved this place; null when it was there. */
export const insertFavorite = async (db: Executor, values: NewFavoriteRow) => {
  const [row] = await db.insert(favoriteRestaurants).values(values).onConflictDoNothing().returning()
  return row ?? null
}

/** Any member removes a family favorite; only its saver a personal one. False when the id is not theirs to see. */
export const deleteFavorite = async (db: Executor, userId: number, id: number) => {
  const rows = await db
    .delete(favoriteRestaurants)
    .where(and(eq(favoriteRestaurants.id, id), visibleTo(db, userId)))
    .returning({ id: favoriteRestaurants.id })
  return rows.length > 0
}

export const updateFavoriteNotes = async (db: Executor, userId: number, id: number, notes: string | null) => {
  const rows = await db
    .update(favoriteRestaurants)
    .set({ notes })
    .where(and(eq(favoriteRestaurants.id, id), visibleTo(db, userId)))
    .returning({ id: favoriteRestaurants.id })
  return rows.length > 0
}

/** An account's own favorites go with it; the family favorites it saved stay with the group (saver unset). */
export const deletePersonalFavorites = async (db: Executor, userId: number) => {
  await db
    .delete(favoriteRestaurants)
    .where(and(isNull(favoriteRestaurants.groupId), eq(favoriteRestaurants.userId, userId)))
}

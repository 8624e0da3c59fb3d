import { and, desc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { favoriteRestaurants } from '../../db/schema'

export type FavoriteRow = typeof favoriteRestaurants.$inferSelect
export type NewFavoriteRow = typeof favoriteRestaurants.$inferInsert

export const findFavoritesOfUser = (db: Executor, userId: number) =>
  db
    .select()
    .from(favoriteRestaurants)
    .where(eq(favoriteRestaurants.userId, userId))
    .orderBy(desc(favoriteRestaurants.createdAt), desc(favoriteRestaurants.id))

export const findFavoriteByPlace = async (db: Executor, userId: number, placeId: string) => {
  const [row] = await db
    .select()
    .from(favoriteRestaurants)
    .where(and(eq(favoriteRestaurants.userId, userId), eq(favoriteRestaurants.placeId, placeId)))
  return row ?? null
}

/** Inserts unless the user already saved this place; null when it was already there. */
export const insertFavorite = async (db: Executor, values: NewFavoriteRow) => {
  const [row] = await db
    .insert(favoriteRestaurants)
    .values(values)
    .onConflictDoNothing()
    .returning()
  return row ?? null
}

/** Only the owner's row is touched; false/null when the id is not theirs. */
export const deleteFavorite = async (db: Executor, userId: number, id: number) => {
  const rows = await db
    .delete(favoriteRestaurants)
    .where(and(eq(favoriteRestaurants.id, id), eq(favoriteRestaurants.userId, userId)))
    .returning({ id: favoriteRestaurants.id })
  return rows.length > 0
}

export const updateFavoriteNotes = async (db: Executor, userId: number, id: number, notes: string | null) => {
  const [row] = await db
    .update(favoriteRestaurants)
    .set({ notes })
    .where(and(eq(favoriteRestaurants.id, id), eq(favoriteRestaurants.userId, userId)))
    .returning()
  return row ?? null
}

import { and, count, eq, gte, inArray, sql } from 'drizzle-orm'
import { union } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/client'
import { recipeRatings, savedRecipes } from '../../db/schema'

/** One thing a user did with a recipe: saved it, or rated it (1 to 5). */
export interface RecipeSignal {
  userId: number
  recipeId: number
  kind: 'save' | 'rating'
  rating: number | null
  at: Date
}

// Caps keep the recommender's memory bounded however busy the app gets; the newest signals are kept.
const MAX_RECENT_SIGNALS = 20_000
const MAX_NEIGHBOUR_SIGNALS = 20_000

/** Every save and rating since `since`, newest first: what trending counts. */
export async function findRecentSignals(db: Executor, since: Date): Promise<RecipeSignal[]> {
  const [saves, ratings] = await Promise.all([
    db
      .select({ userId: savedRecipes.userId, recipeId: savedRecipes.recipeId, at: savedRecipes.createdAt })
      .from(savedRecipes)
      .where(gte(savedRecipes.createdAt, since))
      .orderBy(sql`${savedRecipes.createdAt} desc`)
      .limit(MAX_RECENT_SIGNALS),
    db
      .select({
        userId: recipeRatings.userId,
        recipeId: recipeRatings.recipeId,
        rating: recipeRatings.rating,
        at: recipeRatings.updatedAt,
      })
      .from(recipeRatings)
      .where(gte(recipeRatings.updatedAt, since))
      .orderBy(sql`${recipeRatings.updatedAt} desc`)
      .limit(MAX_RECENT_SIGNALS),
  ])
  return [
    ...saves.map((row) => ({ ...row, kind: 'save' as const, rating: null })),
    ...ratings.map((row) => ({ ...row, kind: 'rating' as const })),
  ]
}

/** The user's own saves and ratings, whenever they happened. */
export async function findUserSignals(db: Executor, userId: number): Promise<RecipeSignal[]> {
  const [saves, ratings] = await Promise.all([
    db
      .select({ userId: savedRecipes.userId, recipeId: savedRecipes.recipeId, at: savedRecipes.createdAt })
      .from(savedRecipes)
      .where(eq(savedRecipes.userId, userId)),
    db
      .select({
        userId: recipeRatings.userId,
        recipeId: recipeRatings.recipeId,
        rating: recipeRatings.rating,
        at: recipeRatings.updatedAt,
      })
      .from(recipeRatings)
      .where(eq(recipeRatings.userId, userId)),
  ])
  return [
    ...saves.map((row) => ({ ...row, kind: 'save' as const, rating: null })),
    ...ratings.map((row) => ({ ...row, kind: 'rating' as const })),
  ]
}

/**
 * Saves and ratings of everyone else who saved or rated any of `recipeIds`: what item-to-item co-occurrence
 * is computed from.
 */
export async function findNeighbourSignals(
  db: Executor,
  { userId, recipeIds }: { userId: number; recipeIds: readonly number[] },
): Promise<RecipeSignal[]> {
  if (recipeIds.length === 0) return []
  const ids = [...recipeIds]
  const neighbours = sql`(
    select ${savedRecipes.userId} from ${savedRecipes} where ${inArray(savedRecipes.recipeId, ids)}
    union
    select ${recipeRatings.userId} from ${recipeRatings} where ${inArray(recipeRatings.recipeId, ids)} and ${recipeRatings.rating} >= 4
  )`
  const [saves, ratings] = await Promise.all([
    db
      .select({ userId: savedRecipes.userId, recipeId: savedRecipes.recipeId, at: savedRecipes.createdAt })
      .from(savedRecipes)
      .where(and(sql`${savedRecipes.userId} <> ${userId}`, sql`${savedRecipes.userId} in ${neighbours}`))
      .limit(MAX_NEIGHBOUR_SIGNALS),
    db
      .select({
        userId: recipeRatings.userId,
        recipeId: recipeRatings.recipeId,
        rating: recipeRatings.rating,
        at: recipeRatings.updatedAt,
      })
      .from(recipeRatings)
      .where(and(sql`${recipeRatings.userId} <> ${userId}`, sql`${recipeRatings.userId} in ${neighbours}`))
      .limit(MAX_NEIGHBOUR_SIGNALS),
  ])
  return [
    ...saves.map((row) => ({ ...row, kind: 'save' as const, rating: null })),
    ...ratings.map((row) => ({ ...row, kind: 'rating' as const })),
  ]
}

/** How many people saved or liked (rated 4 or 5) each recipe: the item counts co-occurrence is normalized by. */
export async function countRecipeLikers(
  db: Executor,
  recipeIds: readonly number[],
): Promise<Map<number, number>> {
  if (recipeIds.length === 0) return new Map()
  const ids = [...recipeIds]
  // union (not union all) keeps one row per recipe and person, so a count is a count of people.
  const likes = union(
    db
      .select({ recipeId: savedRecipes.recipeId, userId: savedRecipes.userId })
      .from(savedRecipes)
      .where(inArray(savedRecipes.recipeId, ids)),
    db
      .select({ recipeId: recipeRatings.recipeId, userId: recipeRatings.userId })
      .from(recipeRatings)
      .where(and(inArray(recipeRatings.recipeId, ids), gte(recipeRatings.rating, 4))),
  ).as('likes')
  const rows = await db
    .select({ recipeId: likes.recipeId, likers: count() })
    .from(likes)
    .groupBy(likes.recipeId)
  return new Map(rows.map((row) => [row.recipeId, row.likers]))
}

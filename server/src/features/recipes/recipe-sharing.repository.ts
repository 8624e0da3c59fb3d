import { and, desc, eq, isNull } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { recipeShareLinks, recipes } from '../../db/schema'
import { isVisibleTo } from './recipe-queries'

/** Who may share a recipe the caller can see: its owner, or whoever asked for a generated one. */
export const findShareableRecipe = async (db: Executor, recipeId: number, userId: number) => {
  const [row] = await db
    .select({ id: recipes.id, ownerId: recipes.ownerId, generatedForUserId: recipes.generatedForUserId })
    .from(recipes)
    .where(and(eq(recipes.id, recipeId), isVisibleTo(userId)))
    .limit(1)
  return row ?? null
}

export const findLiveShareLinks = (db: Executor, recipeId: number, createdBy?: number) =>
  db
    .select({ token: recipeShareLinks.token, createdAt: recipeShareLinks.createdAt })
    .from(recipeShareLinks)
    .where(
      and(
        eq(recipeShareLinks.recipeId, recipeId),
        isNull(recipeShareLinks.revokedAt),
        createdBy === undefined ? undefined : eq(recipeShareLinks.createdBy, createdBy),
      ),
    )
    .orderBy(desc(recipeShareLinks.createdAt))

export const insertShareLink = async (
  db: Executor,
  values: { token: string; recipeId: number; createdBy: number },
) => {
  const [row] = await db
    .insert(recipeShareLinks)
    .values(values)
    .returning({ token: recipeShareLinks.token, createdAt: recipeShareLinks.createdAt })
  if (!row) throw new Error('share link insert returned nothing')
  return row
}

export const findShareLink = async (db: Executor, recipeId: number, token: string) => {
  const [row] = await db
    .select({
      createdBy: recipeShareLinks.createdBy,
      revokedAt: recipeShareLinks.revokedAt,
      ownerId: recipes.ownerId,
      generatedForUserId: recipes.generatedForUserId,
    })
    .from(recipeShareLinks)
    .innerJoin(recipes, eq(recipes.id, recipeShareLinks.recipeId))
    .where(and(eq(recipeShareLinks.token, token), eq(recipeShareLinks.recipeId, recipeId)))
    .limit(1)
  return row ?? null
}

export const revokeShareLink = (db: Executor, token: string) =>
  db
    .update(recipeShareLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(recipeShareLinks.token, token), isNull(recipeShareLinks.revokedAt)))

/** The recipe behind a live link; null for an unknown or revoked one. */
export const findSharedRecipe = async (db: Executor, token: string) => {
  const [row] = await db
    .select({
      title: recipes.title,
      description: recipes.description,
      foodType: recipes.foodType,
      imageUrl: recipes.imageUrl,
      prepTimeMinutes: recipes.prepTimeMinutes,
      cookTimeMinutes: recipes.cookTimeMinutes,
      totalTimeMinutes: recipes.totalTimeMinutes,
      servings: recipes.servings,
      yields: recipes.yields,
      ingredients: recipes.ingredients,
      instructions: recipes.instructions,
      sourceUrl: recipes.sourceUrl,
      siteName: recipes.siteName,
      author: recipes.author,
    })
    .from(recipeShareLinks)
    .innerJoin(recipes, eq(recipes.id, recipeShareLinks.recipeId))
    .where(and(eq(recipeShareLinks.token, token), isNull(recipeShareLinks.revokedAt)))
    .limit(1)
  return row ?? null
}

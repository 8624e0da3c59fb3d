import { and, eq, isNull, notExists, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { images, recipes, type NewImageRow } from '../../db/schema'

const imageSummary = { id: images.id, width: images.width, height: images.height }

export const findImage = async (db: Executor, id: string) =>
  (await db.select().from(images).where(eq(images.id, id)).limit(1))[0] ?? null

export const findImageBySha = async (db: Executor, sha256: string) =>
  (await db.select(imageSummary).from(images).where(eq(images.sha256, sha256)).limit(1))[0] ?? null

/**
 * Stores an image, or answers the row that already holds the same bytes. The no-op update locks that row
 * until the transaction ends, so a concurrent removal cannot delete it before a recipe points at it.
 */
export const upsertImage = async (db: Executor, row: NewImageRow) => {
  const [stored] = await db
    .insert(images)
    .values(row)
    .onConflictDoUpdate({ target: images.sha256, set: { sha256: sql`excluded.sha256` } })
    .returning({ ...imageSummary, storage: images.storage })
  if (!stored) throw new Error('the image was not stored')
  return stored
}

/** A recipe the user owns, locked for the photo change; null when there is none (or it is someone else's). */
export const lockOwnedRecipe = async (db: Executor, recipeId: number, userId: number) =>
  (
    await db
      .select({ id: recipes.id, imageId: recipes.imageId })
      .from(recipes)
      .where(and(eq(recipes.id, recipeId), eq(recipes.ownerId, userId)))
      .for('update')
  )[0] ?? null

/** Points a recipe at an image (or at none); the trigger on recipes writes image_url to match. */
export const setRecipeImage = async (db: Executor, recipeId: number, imageId: string | null) => {
  await db.update(recipes).set({ imageId, updatedAt: new Date() }).where(eq(recipes.id, recipeId))
}

/** An imported recipe gets the image fetched for it only while it has none. */
export const setRecipeImageIfNone = async (db: Executor, recipeId: number, imageId: string) => {
  const updated = await db
    .update(recipes)
    .set({ imageId })
    .where(and(eq(recipes.id, recipeId), isNull(recipes.imageId)))
    .returning({ id: recipes.id })
  return updated.length > 0
}

/** Deletes an image no recipe shows any more; answers the deleted row's storage, or null when it stays. */
export const deleteImageIfUnused = async (db: Executor, id: string) => {
  const [deleted] = await db
    .delete(images)
    .where(
      and(
        eq(images.id, id),
        notExists(
          db
            .select({ one: sql`1` })
            .from(recipes)
            .where(eq(recipes.imageId, id)),
        ),
      ),
    )
    .returning({ storage: images.storage })
  return deleted?.storage ?? null
}

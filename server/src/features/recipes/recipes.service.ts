/** A person's own recipes (create, edit, delete, confirm allergens), their collection and their ratings. */
import { z } from 'zod'
import { ALLERGEN_IDS, type AllergenId } from '@forkcast/contract/allergens'
import type { ErrorIssue } from '@forkcast/contract/errors'
import {
  RECIPE_SOURCE_TYPES,
  RecipeInputSchema,
  SaveByIdSchema,
  type Recipe,
  type RecipeInput,
} from '@forkcast/contract/recipes.schemas'
import type { Executor } from '../../db/client'
import type { AppContext } from '../../lib/app-context'
import { summarizeIssues, toHumanIssue } from '../../lib/human-issues'
import { AppError } from '../../lib/app-error'
import { assertRoomForRecipes } from '../../lib/user-caps'
import { type UserRow } from '../users/users.repository'
import { forgetImage } from '../images/images.service'
import {
  RECIPE_DERIVATION_VERSION,
  deriveAllergens,
  prepareRecipeRow,
  type RecipeContent,
} from '../../lib/recipe-derivation'
import {
  deleteRecipe,
  deleteSavedRecipe,
  findOwnedRecipeByHash,
  findRecipeForUser,
  findRecipeOwner,
  insertRecipe,
  insertSavedRecipe,
  lockRecipe,
  lockRecipeForReview,
  refreshRatingSummary,
  updateRecipe,
  updateReviewedAllergens,
  upsertRating,
} from './recipes.repository'
import { RECIPE_NOT_FOUND, canReviewAllergens, getRecipe } from './recipe-lists.service'

const toContent = (
  input: RecipeInput,
  extra: Pick<RecipeContent, 'sourceType' | 'ownerId'> & Partial<RecipeContent>,
): RecipeContent => {
  const { rating: _rating, ...content } = input
  return { ...content, ...extra }
}

export async function createCustomRecipe(
  ctx: AppContext,
  { user, input }: { user: UserRow; input: RecipeInput },
): Promise<Recipe> {
  const recipeId = await ctx.db.transaction(async (tx) => {
    await assertRoomForRecipes(tx, user.id)
    const id = await insertRecipe(
      tx,
      prepareRecipeRow(toContent(input, { sourceType: 'custom', ownerId: user.id })),
    )
    if (input.rating !== undefined) {
      await upsertRating(tx, { recipeId: id, userId: user.id, rating: input.rating })
      await refreshRatingSummary(tx, id)
    }
    return id
  })
  return getRecipe(ctx, { user, recipeId })
}

/** Someone else's private recipe and a missing one look the same: 404. */
async function requireOwnRecipe(db: Executor, userId: number, recipeId: number) {
  const owner = await findRecipeOwner(db, recipeId)
  if (!owner || owner.ownerId !== userId) throw new AppError('NOT_FOUND', RECIPE_NOT_FOUND)
  return owner
}

export async function updateOwnRecipe(
  ctx: AppContext,
  { user, recipeId, input }: { user: UserRow; recipeId: number; input: RecipeInput },
): Promise<Recipe> {
  await ctx.db.transaction(async (tx) => {
    const owner = await requireOwnRecipe(tx, user.id, recipeId)
    const sourceType = RECIPE_SOURCE_TYPES.find((type) => type === owner.sourceType) ?? 'custom'
    // A review spoke of these ingredient lines: it holds while they stay, and goes when they change.
    const sameLines =
      owner.ingredients.length === input.ingredients.length &&
      owner.ingredients.every((line, index) => line === input.ingredients[index])
    const allergenReview =
      sameLines && owner.manualAllergens !== null && owner.allergensReviewedAt !== null
        ? { allergens: owner.manualAllergens, reviewedAt: owner.allergensReviewedAt }
        : null
    await updateRecipe(
      tx,
      recipeId,
      prepareRecipeRow(toContent(input, { sourceType, ownerId: user.id, allergenReview })),
    )
    if (input.rating !== undefined) {
      await upsertRating(tx, { recipeId, userId: user.id, rating: input.rating })
      await refreshRatingSummary(tx, recipeId)
    }
  })
  return getRecipe(ctx, { user, recipeId })
}

/**
 * The owner (or, for a public import, whoever imported the page) confirms by hand which allergens the recipe
 * contains; an empty list confirms none of them. The set is added to what the lexicon found and lifts the hold
 * on a recipe written in a language no lexicon reads.
 */
export async function reviewRecipeAllergens(
  ctx: AppContext,
  { user, recipeId, allergens }: { user: UserRow; recipeId: number; allergens: AllergenId[] },
): Promise<Recipe> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockRecipeForReview(tx, recipeId, user.id)
    if (!row) throw new AppError('NOT_FOUND', RECIPE_NOT_FOUND)
    if (!canReviewAllergens(row, user.id))
      throw new AppError('FORBIDDEN', 'Only the person who added this recipe can confirm its allergens')
    const confirmed = ALLERGEN_IDS.filter((id) => allergens.includes(id))
    const derived = deriveAllergens(row.ingredients, row.language, confirmed)
    await updateReviewedAllergens(tx, recipeId, {
      ...derived,
      manualAllergens: confirmed,
      allergensReviewedAt: new Date(),
      allergenLexiconVersion: RECIPE_DERIVATION_VERSION,
    })
  })
  return getRecipe(ctx, { user, recipeId })
}

export async function deleteOwnRecipe(
  ctx: AppContext,
  { user, recipeId }: { user: UserRow; recipeId: number },
) {
  const deleted = await deleteRecipe(ctx.db, recipeId, user.id)
  if (!deleted) throw new AppError('NOT_FOUND', RECIPE_NOT_FOUND)
  // Its photo's address stops answering once no other recipe shows it.
  if (deleted.imageId) await forgetImage(ctx, deleted.imageId)
}

const SourceUrlSchema = z.url({ protocol: /^https?$/ }).max(2000)

const toValidationError = (error: z.ZodError) => {
  const issues: ErrorIssue[] = error.issues.map((issue) =>
    toHumanIssue({ path: issue.path.join('.') || '(root)', message: issue.message }),
  )
  return new AppError('VALIDATION_ERROR', summarizeIssues(issues), { issues })
}

/**
 * Saves into the caller's collection: a stored recipe by id (saving twice keeps one), or a recipe body as the
 * caller's own 'user-saved' copy (the same content twice keeps one copy).
 */
export async function saveRecipe(
  ctx: AppContext,
  { user, body }: { user: UserRow; body: Record<string, unknown> },
): Promise<Recipe> {
  const recipeId = body.recipeId ?? body.id
  if (recipeId !== undefined) {
    const parsed = SaveByIdSchema.safeParse({ recipeId })
    if (!parsed.success) throw toValidationError(parsed.error)
    const row = await findRecipeForUser(ctx.db, parsed.data.recipeId, user.id)
    if (!row) throw new AppError('NOT_FOUND', RECIPE_NOT_FOUND)
    await insertSavedRecipe(ctx.db, user.id, parsed.data.recipeId)
    return getRecipe(ctx, { user, recipeId: parsed.data.recipeId })
  }
  const parsed = RecipeInputSchema.safeParse(body)
  if (!parsed.success) throw toValidationError(parsed.error)
  const sourceUrl = SourceUrlSchema.safeParse(body.sourceUrl)
  const row = prepareRecipeRow(
    toContent(parsed.data, {
      sourceType: 'user-saved',
      ownerId: user.id,
      sourceUrl: sourceUrl.success ? sourceUrl.data : null,
    }),
  )
  const savedId = await ctx.db.transaction(async (tx) => {
    const existing = await findOwnedRecipeByHash(tx, user.id, row.contentHash)
    if (existing) return existing
    await assertRoomForRecipes(tx, user.id)
    return insertRecipe(tx, row)
  })
  return getRecipe(ctx, { user, recipeId: savedId })
}

export async function unsaveRecipe(ctx: AppContext, { user, recipeId }: { user: UserRow; recipeId: number }) {
  if (!(await deleteSavedRecipe(ctx.db, user.id, recipeId)))
    throw new AppError('NOT_FOUND', 'Recipe is not in your collection')
}

/** One rating per user per recipe; a second rating replaces the first. Answers the new summary. */
export async function rateRecipe(
  ctx: AppContext,
  { user, recipeId, rating }: { user: UserRow; recipeId: number; rating: number },
) {
  return ctx.db.transaction(async (tx) => {
    // Someone else's private (or generated) recipe and a missing one look the same: 404.
    if (!(await lockRecipe(tx, recipeId, user.id))) throw new AppError('NOT_FOUND', RECIPE_NOT_FOUND)
    await upsertRating(tx, { recipeId, userId: user.id, rating })
    const summary = await refreshRatingSummary(tx, recipeId)
    return { ...summary, userRating: rating }
  })
}

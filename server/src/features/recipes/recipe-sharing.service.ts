import { findCuisine } from '@forkcast/contract/cuisines'
import type { RecipeShareLink, SharedRecipe } from '@forkcast/contract/recipe-sharing.schemas'
import type { AppContext } from '../../lib/app-context'
import { AppError } from '../../lib/app-error'
import { enforceRateLimit } from '../../lib/rate-limit'
import { createSessionToken } from '../../lib/tokens'
import {
  findLiveShareLinks,
  findShareableRecipe,
  findShareLink,
  findSharedRecipe,
  insertShareLink,
  revokeShareLink,
} from './recipe-sharing.repository'

const RECIPE_NOT_FOUND = 'Recipe not found'
const LINK_NOT_FOUND = 'This link has been turned off, or it never existed.'
// Links are cheap to make but each is a row and a public page: a cook shares a few an hour, not hundreds.
const SHARES_PER_HOUR = 30

interface Sharer {
  id: number
}

/** The one person a private recipe belongs to: its owner, or whoever asked for a generated one. */
const privateOwnerOf = (recipe: { ownerId: number | null; generatedForUserId: number | null }) =>
  recipe.ownerId ?? recipe.generatedForUserId

const toLink = (origin: string, row: { token: string; createdAt: Date }): RecipeShareLink => ({
  token: row.token,
  url: `${origin}/shared/recipes/${row.token}`,
  createdAt: row.createdAt.toISOString(),
})

/**
 * A read-only public link (decision 039): anyone who sees a catalog or imported recipe may share it, only its
 * owner a private one. The caller's live link comes back again rather than a new one each press.
 */
export async function createShareLink(
  ctx: AppContext,
  { user, recipeId, origin }: { user: Sharer; recipeId: number; origin: string },
): Promise<RecipeShareLink> {
  const recipe = await findShareableRecipe(ctx.db, recipeId, user.id)
  if (!recipe) throw new AppError('NOT_FOUND', RECIPE_NOT_FOUND)
  const owner = privateOwnerOf(recipe)
  if (owner !== null && owner !== user.id)
    throw new AppError('FORBIDDEN', 'Only the person this recipe belongs to can share it.')
  const [live] = await findLiveShareLinks(ctx.db, recipeId, user.id)
  if (live) return toLink(origin, live)
  await enforceRateLimit(ctx.db, {
    key: `recipe-share:${user.id}`,
    limit: SHARES_PER_HOUR,
    windowSeconds: 3600,
    action: 'share links',
  })
  return toLink(
    origin,
    await insertShareLink(ctx.db, { token: createSessionToken(), recipeId, createdBy: user.id }),
  )
}

/** The live links the caller may turn off: all of them for a private recipe's owner, else their own. */
export async function listShareLinks(
  ctx: AppContext,
  { user, recipeId, origin }: { user: Sharer; recipeId: number; origin: string },
): Promise<RecipeShareLink[]> {
  const recipe = await findShareableRecipe(ctx.db, recipeId, user.id)
  if (!recipe) throw new AppError('NOT_FOUND', RECIPE_NOT_FOUND)
  const rows = await findLiveShareLinks(
    ctx.db,
    recipeId,
    privateOwnerOf(recipe) === user.id ? undefined : user.id,
  )
  return rows.map((row) => toLink(origin, row))
}

/** Turns a link off for good (its creator or the recipe's owner); turning it off twice is fine. */
export async function revokeRecipeShareLink(
  ctx: AppContext,
  { user, recipeId, token }: { user: Sharer; recipeId: number; token: string },
) {
  const link = await findShareLink(ctx.db, recipeId, token)
  if (!link || (link.createdBy !== user.id && privateOwnerOf(link) !== user.id))
    throw new AppError('NOT_FOUND', LINK_NOT_FOUND)
  await revokeShareLink(ctx.db, token)
  return { success: true as const }
}

/** What the public page shows; an unknown or revoked link is a 404, the same for both. */
export async function getSharedRecipe(ctx: AppContext, token: string): Promise<SharedRecipe> {
  const row = await findSharedRecipe(ctx.db, token)
  if (!row) throw new AppError('NOT_FOUND', LINK_NOT_FOUND)
  const { foodType, ...recipe } = row
  return { ...recipe, cuisine: findCuisine(foodType)?.label ?? foodType }
}

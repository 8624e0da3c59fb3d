/** Suggestions: a cook's suggestion list (model-written or built in) and a decision board's opening recipes. */
import type { FastifyBaseLogger } from 'fastify'
import { DIFFICULTIES_FOR_SKILL } from '@forkcast/contract/discovery.constants'
import { type CookingSkillLevel } from '@forkcast/contract/users.constants'
import { GENERAL_FOOD_TYPE, type Recipe } from '@forkcast/contract/recipes.schemas'
import type { Executor } from '../../db/client'
import type { AppContext } from '../../lib/app-context'
import { type UserRow } from '../users/users.repository'
import { consumeDailyUsage } from '../subscriptions/subscriptions.service'
import { decidedRecently } from '../decisions/decisions.service'
import { type NewRecipeRow } from '../../lib/recipe-derivation'
import { generateRecipesWithModel, type GenerationRequest } from './recipe-generation'
import { withMatchReasons } from './recipe-ranking'
import { browseMatch } from './recipe-search.repository'
import {
  findLatestSuggestionBatch,
  insertSuggestionHistory,
  pruneSuggestionHistory,
  rankSuggestions,
  findShareableRecipes,
} from './recipe-suggestions.repository'
import { findSafeRecipeCandidates, insertRecipe } from './recipes.repository'
import { resolveAudience, type Audience, mealPreferencesOf } from '../users/audience.service'
import { isAllergenId } from '@forkcast/contract/allergen-ids'
import { countHidden, toRecipes, toSearchTerms, type RecipeListAnswer } from './recipe-lists.service'

/** "Not shown in the last few requests": this many of the user's latest suggestion batches. */
const RECENT_SUGGESTION_BATCHES = 3
// Older batches are deleted; the recommender only ever looks at the recent ones.
const KEPT_SUGGESTION_BATCHES = 20
const MAX_ON_HAND_TERMS = 40

/** How far each difficulty is from a cook's skill: what the recommender subtracts. */
const DIFFICULTY_PENALTY: Record<CookingSkillLevel, Record<'Easy' | 'Medium' | 'Hard', number>> = {
  beginner: { Easy: 0, Medium: 1, Hard: 2.5 },
  intermediate: { Easy: 0.2, Medium: 0, Hard: 1 },
  advanced: { Easy: 0.5, Medium: 0.2, Hard: 0 },
}

/**
 * Suggestions: with a language model configured, new recipes it writes (checked against the recipe schema,
 * the cuisines asked and every member's allergens, then stored as 'generated'), filled up by the built-in
 * recommender: `count` safe recipes, none shown to this user in their last few requests while others remain,
 * ranked by ingredients on hand, excluded cuisines, skill, usual prep time and avoidances. One daily search.
 */
export async function generateRecipes(
  ctx: AppContext,
  {
    user,
    foodType,
    count,
    ingredients = [],
    groupId,
    log,
  }: {
    user: UserRow
    foodType: string
    count: number
    ingredients?: string[]
    groupId?: number
    log?: Pick<FastifyBaseLogger, 'warn'>
  },
): Promise<RecipeListAnswer> {
  const audience = await resolveAudience(ctx, { user, groupId })
  if (!(await decidedRecently(ctx, { userId: user.id, groupId, optionId: foodType })))
    await consumeDailyUsage(ctx, { userId: user.id, kind: 'recipeSearches', groupId })
  const preferences = mealPreferencesOf(user)
  const onHandTerms = toSearchTerms([...ingredients, ...preferences.fridgeInventory]).slice(
    0,
    MAX_ON_HAND_TERMS,
  )
  const cuisine = foodType === GENERAL_FOOD_TYPE ? undefined : foodType
  // Asked before any transaction: the model may take up to LLM_TIMEOUT_MS.
  const generated = await generateWithModel(ctx, {
    foodType: cuisine,
    count,
    ingredients,
    blockedAllergens: audience.blockedAllergens.filter(isAllergenId),
    excludedFoodTypes: audience.excludedFoodTypes,
    skill: preferences.cookingSkillLevel,
    preferredMinutes: preferences.preferredPrepTime,
    userId: user.id,
    groupId,
    log,
  })
  const hidden = await countHidden(
    ctx.db,
    audience,
    // Excluded cuisines only rank last here, so they are not part of what was asked.
    browseMatch({ foodType: cuisine, excludedFoodTypes: [] }),
  )
  const recipes = await ctx.db.transaction(async (tx) => {
    const latestBatch = await findLatestSuggestionBatch(tx, user.id)
    // Ranked before the new recipes are stored, so the fill never repeats one of them.
    const builtIn =
      generated.length < count
        ? await rankSuggestions(tx, {
            audience,
            foodType: cuisine,
            onHandTerms,
            excludedFoodTypes: audience.excludedFoodTypes,
            difficultyPenalty: DIFFICULTY_PENALTY[preferences.cookingSkillLevel],
            allowedDifficulties: DIFFICULTIES_FOR_SKILL[preferences.cookingSkillLevel],
            preferredMinutes: preferences.preferredPrepTime,
            recentAfterBatch: latestBatch - RECENT_SUGGESTION_BATCHES,
            seed: user.id,
            count: count - generated.length,
          })
        : []
    const generatedIds: number[] = []
    for (const row of generated) generatedIds.push(await insertRecipe(tx, row))
    // Read back through the same safety conditions as every list: a second owner of the allergy rule.
    const stored = await findSafeRecipeCandidates(tx, audience, {
      recipeIds: generatedIds,
      limit: generatedIds.length,
    })
    const storedInOrder = generatedIds.flatMap((id) => stored.filter((row) => row.recipe.id === id))
    const rows = [...storedInOrder, ...builtIn]
    const batch = latestBatch + 1
    await insertSuggestionHistory(tx, { userId: user.id, batch, recipeIds: rows.map((row) => row.recipe.id) })
    await pruneSuggestionHistory(tx, user.id, batch - KEPT_SUGGESTION_BATCHES)
    // The query already orders by freshness, then fit; only the reasons are added here.
    return withMatchReasons(toRecipes(rows, audience), {
      preferredMinutes: preferences.preferredPrepTime,
      skill: preferences.cookingSkillLevel,
      ingredientTerms: toSearchTerms(ingredients),
    })
  })
  return { recipes, hidden }
}

/** New recipes from the language model, or none when it is not configured or its answer cannot be used. */
async function generateWithModel(
  ctx: AppContext,
  { log, ...request }: GenerationRequest & { log?: Pick<FastifyBaseLogger, 'warn'> },
): Promise<NewRecipeRow[]> {
  const llm = ctx.providers.llm
  if (!llm) return []
  const result = await generateRecipesWithModel(llm, request)
  // The built-in recommender stands in silently; the log says why the model's recipes were not used.
  if (result.error || result.dropped.length > 0)
    log?.warn(
      { error: result.error, dropped: result.dropped, kept: result.rows.length },
      'language model recipes dropped or skipped',
    )
  return result.rows
}

/** A decision board's opening recipes: safe for every voter, shareable with all of them, ranked for the cook. */
export async function rankBoardRecipes(
  db: Executor,
  {
    audience,
    cuisineId,
    groupId,
    skill,
    preferredMinutes,
    onHandTerms,
    seed,
    count,
  }: {
    audience: Audience
    cuisineId: string | null
    groupId: number | null
    skill: CookingSkillLevel
    preferredMinutes: number
    onHandTerms: readonly string[]
    seed: number
    count: number
  },
): Promise<Recipe[]> {
  const rows = await rankSuggestions(db, {
    audience,
    foodType: cuisineId ?? undefined,
    onHandTerms,
    excludedFoodTypes: audience.excludedFoodTypes,
    difficultyPenalty: DIFFICULTY_PENALTY[skill],
    allowedDifficulties: DIFFICULTIES_FOR_SKILL[skill],
    preferredMinutes,
    recentAfterBatch: 0,
    seed,
    count,
    board: { groupId },
  })
  return toRecipes(rows, audience)
}

/** Recipes every voter of a board can open, with their warnings for the audience (unsafe ones included). */
export async function findShareableRecipesFor(
  db: Executor,
  audience: Audience,
  filter: {
    groupId: number | null
    foodType?: string
    titleContains?: string
    recipeIds?: readonly number[]
    limit: number
  },
): Promise<Recipe[]> {
  return toRecipes(await findShareableRecipes(db, { userId: audience.userId, ...filter }), audience)
}

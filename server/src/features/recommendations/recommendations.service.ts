import type { Language } from '@forkcast/contract/languages'
import type { FastifyBaseLogger } from 'fastify'
import { totalMinutesOf } from '@forkcast/contract/recipe-time'
import {
  DIFFICULTIES_FOR_SKILL,
  DIFFICULTY_LEVELS,
  RECOMMENDATIONS_PER_CATEGORY,
  TRENDING_WINDOW_DAYS,
  type RecommendationCategory,
} from '@forkcast/contract/discovery.constants'
import type {
  AiRecommendation,
  LevelRecipes,
  RecommendationList,
  SeasonalQuery,
  SeasonalResult,
} from '@forkcast/contract/discovery.schemas'
import { RECIPE_MOODS, type RecipeMood, type RecipeSeason } from '@forkcast/contract/recipes.constants'
import type { Recipe } from '@forkcast/contract/recipes.schemas'
import type { CookingSkillLevel } from '@forkcast/contract/users.constants'
import { calendarDayIn, seasonOfDay } from '@forkcast/contract/calendar'
import type { AppContext } from '../../lib/app-context'
import type { UserRow } from '../users/users.repository'
import {
  countRecipeLikers,
  findNeighbourSignals,
  findRecentSignals,
  findRecipesForUser,
  findSafeRecipeCandidates,
  findUserSignals,
  type SafeCandidateFilter,
} from '../recipes/recipes.repository'
import { countHiddenCandidates, toRecipe } from '../recipes/recipe-lists.service'
import { mealPreferencesOf, resolveAudience, type Audience } from '../users/audience.service'
import { writeReasonsWithModel } from './recommendation-reasons'
import {
  rankForLevel,
  rankPersonalized,
  rankQuick,
  rankSeasonal,
  rankTrending,
  type Ranked,
  type RecipeFacts,
} from './recommender'

const DAY_MS = 24 * 60 * 60 * 1000
// Candidate pools: enough to rank well, small enough to score in memory on every request.
const TOP_RATED_POOL = 60
const SIGNAL_POOL = 150
const CUISINE_POOL = 150
const SEASON_POOL = 400

const toFacts = (recipe: Recipe): RecipeFacts => ({
  id: recipe.id,
  title: recipe.title,
  foodType: recipe.foodType,
  cuisine: recipe.cuisine,
  difficulty: recipe.difficulty,
  totalMinutes: totalMinutesOf(recipe),
  averageRating: recipe.averageRating,
  totalRatings: recipe.totalRatings,
  seasons: recipe.seasons,
  moods: recipe.moods,
  tags: recipe.tags,
  ingredients: recipe.ingredients,
  nutrition: recipe.nutrition,
})

/**
 * Safe recipes for the audience: the repository's query leaves out anything with a blocked allergen; the
 * warnings check repeats it so no later change to one side can let an unsafe recipe through. Cuisines a
 * member excluded are left out too.
 */
async function loadSafeRecipes(
  ctx: AppContext,
  audience: Audience,
  filter: SafeCandidateFilter,
): Promise<Recipe[]> {
  const rows = await findSafeRecipeCandidates(ctx.db, audience, filter)
  return rows
    .map((row) => toRecipe(row, audience))
    .filter(
      (recipe) =>
        recipe.warnings.allergens.length === 0 && !audience.excludedFoodTypes.includes(recipe.foodType),
    )
}

const uniqueById = (recipes: readonly Recipe[]) => [...new Map(recipes.map((r) => [r.id, r])).values()]

const toRecommendation = (recipe: Recipe, ranked: Ranked): AiRecommendation => ({
  id: recipe.id,
  title: recipe.title,
  description: recipe.description,
  prepTime: totalMinutesOf(recipe),
  difficulty: recipe.difficulty,
  rating: recipe.averageRating,
  cuisine: recipe.cuisine,
  foodType: recipe.foodType,
  isAIRecommended: false,
  reason: ranked.reason,
})

function pickRanked(recipes: readonly Recipe[], ranked: readonly Ranked[]): AiRecommendation[] {
  const byId = new Map(recipes.map((recipe) => [recipe.id, recipe]))
  return ranked.flatMap((item) => {
    const recipe = byId.get(item.id)
    return recipe ? [toRecommendation(recipe, item)] : []
  })
}

async function recommendTrending(ctx: AppContext, audience: Audience, now: Date) {
  const signals = await findRecentSignals(ctx.db, new Date(now.getTime() - TRENDING_WINDOW_DAYS * DAY_MS))
  const active = [...new Set(signals.map((signal) => signal.recipeId))].slice(0, SIGNAL_POOL)
  const recipes = uniqueById([
    ...(await loadSafeRecipes(ctx, audience, { recipeIds: active, limit: SIGNAL_POOL })),
    ...(await loadSafeRecipes(ctx, audience, { limit: TOP_RATED_POOL })),
  ])
  const ranked = rankTrending(signals, recipes.map(toFacts), { now, limit: RECOMMENDATIONS_PER_CATEGORY })
  // What was asked for: the recipes people are cooking now.
  return { recommendations: pickRanked(recipes, ranked), asked: { recipeIds: active } }
}

async function recommendPersonalized(ctx: AppContext, audience: Audience, user: UserRow) {
  const userSignals = await findUserSignals(ctx.db, user.id)
  const likedIds = [
    ...new Set(
      userSignals
        .filter((signal) => signal.kind === 'save' || (signal.rating ?? 0) >= 4)
        .map((signal) => signal.recipeId),
    ),
  ]
  const neighbourSignals = await findNeighbourSignals(ctx.db, { userId: user.id, recipeIds: likedIds })
  const coLikedIds = [...new Set(neighbourSignals.map((signal) => signal.recipeId))].slice(0, SIGNAL_POOL)
  const liked = await findRecipesForUser(ctx.db, likedIds, user.id)
  const likedCuisines = [...new Set(liked.map((row) => row.recipe.foodType))]
  const preferredCuisines = [...new Set([...user.cuisinePreferences, ...likedCuisines])]
  const recipes = uniqueById([
    ...(await loadSafeRecipes(ctx, audience, { recipeIds: coLikedIds, limit: SIGNAL_POOL })),
    ...(preferredCuisines.length > 0
      ? await loadSafeRecipes(ctx, audience, { foodTypes: preferredCuisines, limit: CUISINE_POOL })
      : []),
    ...(await loadSafeRecipes(ctx, audience, { limit: TOP_RATED_POOL })),
  ])
  const likerCounts = await countRecipeLikers(ctx.db, [...likedIds, ...coLikedIds])
  const ranked = rankPersonalized({
    userSignals,
    neighbourSignals,
    likerCounts,
    cuisinePreferences: user.cuisinePreferences,
    dietaryGoals: user.dietaryGoals,
    healthPreferences: user.healthPreferences,
    // Liked recipes are facts too, so their cuisines count even when they are not candidates.
    candidates: [...recipes.map(toFacts), ...liked.map((row) => toFacts(toRecipe(row, audience)))],
    titles: new Map(liked.map((row) => [row.recipe.id, row.recipe.title])),
    limit: RECOMMENDATIONS_PER_CATEGORY,
  })
  // What was asked for: the cuisines the user likes, else what people with the same taste liked.
  const asked = preferredCuisines.length > 0 ? { foodTypes: preferredCuisines } : { recipeIds: coLikedIds }
  return { recommendations: pickRanked(recipes, ranked), asked }
}

async function recommendQuick(ctx: AppContext, audience: Audience, user: UserRow) {
  const preferences = mealPreferencesOf(user)
  const asked = {
    maxTotalMinutes: preferences.preferredPrepTime,
    difficulties: DIFFICULTIES_FOR_SKILL[preferences.cookingSkillLevel],
  }
  const recipes = await loadSafeRecipes(ctx, audience, { ...asked, limit: CUISINE_POOL })
  const ranked = rankQuick(recipes.map(toFacts), {
    preferredMinutes: preferences.preferredPrepTime,
    skill: preferences.cookingSkillLevel,
    limit: RECOMMENDATIONS_PER_CATEGORY,
  })
  return { recommendations: pickRanked(recipes, ranked), asked }
}

async function recommendSeasonal(ctx: AppContext, audience: Audience, user: UserRow, now: Date) {
  const season = seasonOfDay(calendarDayIn(now, user.timezone), user.latitude)
  const recipes = await loadSafeRecipes(ctx, audience, { season, limit: SEASON_POOL })
  const ranked = rankSeasonal(recipes.map(toFacts), { season, limit: RECOMMENDATIONS_PER_CATEGORY })
  return { recommendations: pickRanked(recipes, ranked), asked: { season } }
}

/** One category of recommendations for the user (and, with groupId, safe for every member). */
export async function getRecommendations(
  ctx: AppContext,
  {
    user,
    category,
    groupId,
    now = new Date(),
    log,
    language = 'en',
  }: {
    user: UserRow
    category: RecommendationCategory
    groupId?: number
    now?: Date
    log?: Pick<FastifyBaseLogger, 'warn'>
    language?: Language
  },
): Promise<RecommendationList> {
  const audience = await resolveAudience(ctx, { user, groupId })
  const { recommendations, asked } =
    category === 'trending'
      ? await recommendTrending(ctx, audience, now)
      : category === 'personalized'
        ? await recommendPersonalized(ctx, audience, user)
        : category === 'quick'
          ? await recommendQuick(ctx, audience, user)
          : await recommendSeasonal(ctx, audience, user, now)
  const hidden = await countHiddenCandidates(ctx.db, audience, asked)
  const llm = ctx.providers.llm
  if (!llm) return { category, recommendations, hidden }
  const written = await writeReasonsWithModel(llm, { category, recommendations, language })
  // The built-in reasons stand in silently; the log says why the model was not used.
  if (written.error) log?.warn({ category, err: written.error }, 'language model reasons skipped')
  return { category, recommendations: written.recommendations, hidden }
}

const MOOD_SET = new Set<string>(RECIPE_MOODS)
const isMood = (value: string): value is RecipeMood => MOOD_SET.has(value)

/** Seasonal recipes (spec 7 GET /api/recipes/seasonal): the asked season or today's, optionally one mood. */
export async function getSeasonalRecipes(
  ctx: AppContext,
  { user, query, now = new Date() }: { user: UserRow; query: SeasonalQuery; now?: Date },
): Promise<SeasonalResult> {
  const currentSeason = seasonOfDay(calendarDayIn(now, user.timezone), user.latitude)
  const season: RecipeSeason = query.season ?? currentSeason
  const audience = await resolveAudience(ctx, { user, groupId: query.groupId })
  const recipes = await loadSafeRecipes(ctx, audience, { season, limit: SEASON_POOL })
  const present = new Set(recipes.flatMap((recipe) => recipe.moods))
  const ranked = rankSeasonal(recipes.map(toFacts), { season, mood: query.mood, limit: query.limit })
  const byId = new Map(recipes.map((recipe) => [recipe.id, recipe]))
  const hidden = await countHiddenCandidates(ctx.db, audience, { season, mood: query.mood })
  return {
    hidden,
    season,
    currentSeason,
    mood: query.mood ?? null,
    moods: RECIPE_MOODS.filter((mood) => present.has(mood)),
    recipes: ranked.flatMap((item) => {
      const recipe = byId.get(item.id)
      if (!recipe) return []
      return [
        {
          id: recipe.id,
          title: recipe.title,
          description: recipe.description,
          prepTime: totalMinutesOf(recipe),
          difficulty: recipe.difficulty,
          season,
          mood: query.mood ?? recipe.moods.find(isMood) ?? null,
          seasonalScore: item.score,
          tags: recipe.tags,
          ingredients: recipe.ingredients,
          instructions: recipe.instructions,
        },
      ]
    }),
  }
}

const LEVEL_POOL = 200
const LEVEL_LIMIT = 24

/** 'Try Recipe Matching System': safe recipes of one level, those within the user's usual prep time first. */
export async function getRecipesForLevel(
  ctx: AppContext,
  { user, level, groupId }: { user: UserRow; level: CookingSkillLevel; groupId?: number },
): Promise<LevelRecipes> {
  const audience = await resolveAudience(ctx, { user, groupId })
  const preferences = mealPreferencesOf(user)
  const difficulty = DIFFICULTY_LEVELS.find((entry) => entry.id === level)?.difficulty ?? 'Easy'
  const recipes = await loadSafeRecipes(ctx, audience, { difficulties: [difficulty], limit: LEVEL_POOL })
  const ranked = rankForLevel(recipes.map(toFacts), {
    preferredMinutes: preferences.preferredPrepTime,
    limit: LEVEL_LIMIT,
  })
  const hidden = await countHiddenCandidates(ctx.db, audience, { difficulties: [difficulty] })
  return { level, recipes: pickRanked(recipes, ranked), hidden }
}

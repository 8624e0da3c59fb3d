import { and, asc, eq, inArray, max, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { recipes, recipeSuggestionHistory } from '../../db/schema'
import {
  audienceConditions,
  avoidanceHit,
  isVisibleTo,
  countMatchedTerms,
  recipeSelection,
  recipeTotalMinutes,
  textArray,
  type RecipeAudience,
  type RecipeListRow,
} from './recipe-queries'

export interface SuggestionRanking {
  audience: RecipeAudience
  foodType?: string
  /** Ingredients on hand as search terms (request plus fridge inventory). */
  onHandTerms: readonly string[]
  /** Cuisines a member excluded: ranked last, not removed. */
  excludedFoodTypes: readonly string[]
  difficultyPenalty: Record<'Easy' | 'Medium' | 'Hard', number>
  /** Difficulties at or below the cook's skill: with the time, what ranks first among equally fresh recipes. */
  allowedDifficulties?: readonly string[]
  preferredMinutes: number
  /** Recipes last shown in a batch after this one count as recently shown. */
  recentAfterBatch: number
  /** Varies the order of equal scores per user, the same way every time. */
  seed: number
  count: number
  /**
   * A decision board's list: only recipes every voter can open (public ones, or generated for the board's group),
   * and no history, since a board is ranked for the whole family rather than for one person's recent lists.
   */
  board?: { groupId: number | null }
}

/** Public recipes, and those generated for the group: what every member of a board can open. */
const isSharedWith = (groupId: number | null) =>
  groupId === null
    ? sql`(${recipes.ownerId} is null and ${recipes.generatedForUserId} is null and ${recipes.generatedForGroupId} is null)`
    : sql`((${recipes.ownerId} is null and ${recipes.generatedForUserId} is null and ${recipes.generatedForGroupId} is null) or ${recipes.generatedForGroupId} = ${groupId}::int)`

// The recommender scores at most this many candidates: the best rated, plus some using what is on hand.
const POOL_BY_RATING = 1000
const POOL_BY_INGREDIENTS = 300

/**
 * Candidates for the recommender, found through indexes so a large catalog costs the same as a small one:
 * the best-rated safe recipes (every one, in a cuisine of up to POOL_BY_RATING recipes), and the safe recipes
 * using any ingredient on hand that need the fewest others. Excluded cuisines only when nothing else is left.
 */
async function findSuggestionPool(db: Executor, ranking: SuggestionRanking): Promise<number[]> {
  const conditions = [
    ...audienceConditions(ranking.audience, ranking.foodType),
    ranking.board ? isSharedWith(ranking.board.groupId) : undefined,
  ]
  const notExcluded =
    !ranking.foodType && ranking.excludedFoodTypes.length > 0
      ? sql`not (${recipes.foodType} = any(${textArray(ranking.excludedFoodTypes)}))`
      : undefined
  const byRating = (where: SQL | undefined) =>
    db
      .select({ id: recipes.id })
      .from(recipes)
      .where(and(...conditions, where))
      .orderBy(sql`${recipes.averageRating} desc nulls last`, asc(recipes.id))
      .limit(POOL_BY_RATING)
  const ids = new Set((await byRating(notExcluded)).map((row) => row.id))
  if (ranking.onHandTerms.length > 0) {
    const usingOnHand = await db
      .select({ id: recipes.id })
      .from(recipes)
      .where(
        and(...conditions, notExcluded, sql`${recipes.ingredientTerms} && ${textArray(ranking.onHandTerms)}`),
      )
      .orderBy(asc(recipes.keyIngredientCount), asc(recipes.id))
      .limit(POOL_BY_INGREDIENTS)
    for (const row of usingOnHand) ids.add(row.id)
  }
  if (ids.size < ranking.count && notExcluded) {
    for (const row of await byRating(undefined)) ids.add(row.id)
  }
  return [...ids]
}

/**
 * The built-in recommender: scores the candidate pool on ingredients on hand, skill, time, avoidances,
 * excluded cuisines and rating. Recipes never shown come first, then those not shown in the recent batches,
 * then the least recently shown.
 */
export const rankSuggestions = async (db: Executor, ranking: SuggestionRanking): Promise<RecipeListRow[]> => {
  const { audience, difficultyPenalty } = ranking
  const pool = await findSuggestionPool(db, ranking)
  if (pool.length === 0) return []
  const recent = db
    .select({
      recipeId: recipeSuggestionHistory.recipeId,
      lastBatch: max(recipeSuggestionHistory.batch).as('last_batch'),
    })
    .from(recipeSuggestionHistory)
    .where(eq(recipeSuggestionHistory.userId, audience.userId))
    .groupBy(recipeSuggestionHistory.recipeId)
    .as('recent')
  const totalMinutes = recipeTotalMinutes()
  const ingredientScore =
    ranking.onHandTerms.length > 0 ? sql`3 * ${countMatchedTerms(ranking.onHandTerms)}` : sql`0`
  const excludedPenalty =
    ranking.excludedFoodTypes.length > 0
      ? sql`5 * (${recipes.foodType} = any(${textArray(ranking.excludedFoodTypes)}))::int`
      : sql`0`
  const score = sql`${ingredientScore}
    - case ${recipes.difficulty} when 'Hard' then ${difficultyPenalty.Hard}::float8 when 'Medium' then ${difficultyPenalty.Medium}::float8 else ${difficultyPenalty.Easy}::float8 end
    - least(greatest(${totalMinutes} - ${ranking.preferredMinutes}::int, 0) / 15.0, 2)
    - 2 * ${avoidanceHit(audience) ?? sql`false`}::int
    - ${excludedPenalty}
    + 0.2 * coalesce(${recipes.averageRating}, 3.5)`
  const isRecent = ranking.board
    ? sql`false`
    : sql`coalesce(${recent.lastBatch} > ${ranking.recentAfterBatch}::int, false)`
  // Never shown, then shown a while ago, then recently shown: suggestions cycle through everything safe.
  const freshness = ranking.board
    ? sql`0::int`
    : sql`case when ${recent.lastBatch} is null then 0 when ${isRecent} then 2 else 1 end`
  return db
    .select(recipeSelection(audience.userId))
    .from(recipes)
    .leftJoin(recent, eq(recent.recipeId, recipes.id))
    .where(
      and(
        ...audienceConditions(audience, ranking.foodType),
        ranking.board ? isSharedWith(ranking.board.groupId) : undefined,
        // Ids are whole numbers, so one array literal parameter carries the whole pool.
        sql`${recipes.id} = any(${`{${pool.join(',')}}`}::int[])`,
      ),
    )
    .orderBy(
      asc(freshness),
      sql`case when ${isRecent} then ${recent.lastBatch} end asc nulls first`,
      ...(ranking.onHandTerms.length > 0 ? [sql`(${countMatchedTerms(ranking.onHandTerms)} > 0) desc`] : []),
      sql`${cookFit(ranking, totalMinutes)} desc`,
      sql`${score} desc`,
      sql`mod(${recipes.id} * 7919 + ${ranking.seed}::int, 1000003)`,
    )
    .limit(ranking.count)
}

/**
 * 0 to 2: within the cook's usual time, and at or below their skill. Among recipes that use something on hand,
 * these rank before how many on-hand ingredients a recipe uses (spec 'Ranking').
 */
function cookFit(ranking: SuggestionRanking, totalMinutes: SQL): SQL {
  const fitsTime = sql`(${totalMinutes} between 1 and ${ranking.preferredMinutes}::int)::int`
  const fitsSkill = ranking.allowedDifficulties
    ? sql`(${recipes.difficulty} = any(${textArray(ranking.allowedDifficulties)}))::int`
    : sql`1`
  return sql`(${fitsTime} + ${fitsSkill})`
}

export const findLatestSuggestionBatch = async (db: Executor, userId: number): Promise<number> => {
  const [row] = await db
    .select({ batch: max(recipeSuggestionHistory.batch) })
    .from(recipeSuggestionHistory)
    .where(eq(recipeSuggestionHistory.userId, userId))
  return row?.batch ?? 0
}

export const insertSuggestionHistory = async (
  db: Executor,
  { userId, batch, recipeIds }: { userId: number; batch: number; recipeIds: readonly number[] },
) => {
  if (recipeIds.length === 0) return
  await db.insert(recipeSuggestionHistory).values(recipeIds.map((recipeId) => ({ userId, batch, recipeId })))
}

/** Keeps the history small: only batches after `keepAfterBatch`. */
export const pruneSuggestionHistory = async (db: Executor, userId: number, keepAfterBatch: number) => {
  await db
    .delete(recipeSuggestionHistory)
    .where(
      and(
        eq(recipeSuggestionHistory.userId, userId),
        sql`${recipeSuggestionHistory.batch} <= ${keepAfterBatch}`,
      ),
    )
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`)

/**
 * Recipes every voter of a board can open, safe or not (a board says why an unsafe one cannot be added): by title
 * words, or by id, best rated first.
 */
export const findShareableRecipes = (
  db: Executor,
  {
    userId,
    groupId,
    foodType,
    titleContains,
    recipeIds,
    limit,
  }: {
    userId: number
    groupId: number | null
    foodType?: string
    titleContains?: string
    recipeIds?: readonly number[]
    limit: number
  },
): Promise<RecipeListRow[]> =>
  db
    .select(recipeSelection(userId))
    .from(recipes)
    .where(
      and(
        isVisibleTo(userId),
        isSharedWith(groupId),
        foodType ? eq(recipes.foodType, foodType) : undefined,
        titleContains ? sql`${recipes.title} ilike ${`%${escapeLike(titleContains)}%`}` : undefined,
        recipeIds ? inArray(recipes.id, [...recipeIds, -1]) : undefined,
      ),
    )
    .orderBy(sql`${recipes.averageRating} desc nulls last`, asc(recipes.id))
    .limit(limit)

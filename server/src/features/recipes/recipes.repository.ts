import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  max,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import type { Executor } from '../../db/client'
import {
  groupMembers,
  recipeRatings,
  recipes,
  recipeSearchWords,
  recipeSuggestionHistory,
  savedRecipes,
  users,
} from '../../db/schema'
import type { CollectionSource, RecipeDifficulty } from '@forkcast/contract/recipes.schemas'
import type { PagePosition } from '../../lib/page-cursor'
import type { NewRecipeRow } from './recipe-derivation'

// Search-only columns stay in the database; lists never need them.
const {
  searchVector: _searchVector,
  titleVector: _titleVector,
  ingredientTerms: _ingredientTerms,
  ingredientNames: _ingredientNames,
  searchKeywords: _searchKeywords,
  ...listColumns
} = getTableColumns(recipes)

/** What the recipe API needs of one row, seen by one user. */
export interface RecipeListRow {
  recipe: Omit<
    typeof recipes.$inferSelect,
    'searchVector' | 'titleVector' | 'ingredientTerms' | 'ingredientNames' | 'searchKeywords'
  >
  isSaved: boolean
  userRating: number | null
}

/** Who the results are for: what they see, what must never be returned and what ranks lower. */
export interface RecipeAudience {
  userId: number
  /** Allergens of the user and every group member: recipes containing any are never returned. */
  blockedAllergens: readonly string[]
  /** Sensitivities and allergens avoided as a preference: such recipes rank lower. */
  avoidedSensitivities: readonly string[]
  avoidedAllergens: readonly string[]
}

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`

// Spelled out with qualified names: drizzle leaves columns in a select list unqualified, which a subquery would misread.
const recipeSelection = (userId: number) => ({
  recipe: listColumns,
  isSaved: sql<boolean>`exists (select 1 from saved_recipes where saved_recipes.user_id = ${userId} and saved_recipes.recipe_id = recipes.id)`,
  userRating: sql<
    number | null
  >`(select recipe_ratings.rating from recipe_ratings where recipe_ratings.recipe_id = recipes.id and recipe_ratings.user_id = ${userId})`,
})

/**
 * Public recipes (catalog, imports), the user's own, and recipes generated for them or for a group they are in
 * now. A generated recipe has no owner, so the public branch must leave it out.
 */
const isVisibleTo = (userId: number) =>
  or(
    and(isNull(recipes.ownerId), isNull(recipes.generatedForUserId)),
    eq(recipes.ownerId, userId),
    eq(recipes.generatedForUserId, userId),
    inArray(
      recipes.generatedForGroupId,
      sql`(select ${groupMembers.groupId} from ${groupMembers} where ${groupMembers.userId} = ${userId})`,
    ),
  )

// A recipe that often contains an allergen (wheat in miso) is as unsafe as one that certainly does.
const isSafeFor = (audience: RecipeAudience) =>
  audience.blockedAllergens.length === 0
    ? undefined
    : sql`not ((${recipes.allergens} && ${textArray(audience.blockedAllergens)}) or (${recipes.mayContain} && ${textArray(audience.blockedAllergens)}))`

/** True when the recipe holds something the audience would rather avoid; null when they avoid nothing. */
const avoidanceHit = (audience: RecipeAudience): SQL | null => {
  const parts: SQL[] = []
  if (audience.avoidedSensitivities.length > 0)
    parts.push(sql`${recipes.sensitivities} && ${textArray(audience.avoidedSensitivities)}`)
  if (audience.avoidedAllergens.length > 0)
    parts.push(
      sql`((${recipes.allergens} && ${textArray(audience.avoidedAllergens)}) or (${recipes.mayContain} && ${textArray(audience.avoidedAllergens)}))`,
    )
  return parts.length === 0 ? null : sql`(${sql.join(parts, sql` or `)})`
}

const audienceConditions = (audience: RecipeAudience, foodType?: string) => [
  isVisibleTo(audience.userId),
  isSafeFor(audience),
  foodType ? eq(recipes.foodType, foodType) : undefined,
]

/**
 * What the allergy filter hid from a request: recipes visible to the caller that meet `matching` (the
 * request's own conditions) but hold a blocked allergen, counted once each and per allergen, in one query.
 */
export async function countHiddenByAllergy(
  db: Executor,
  audience: RecipeAudience,
  matching: ReadonlyArray<SQL | undefined>,
): Promise<{ count: number; allergens: string[] }> {
  if (audience.blockedAllergens.length === 0) return { count: 0, allergens: [] }
  const rows = await db
    .select({
      allergen: sql<string | null>`hit.allergen`,
      count: sql<number>`count(distinct recipes.id)::int`,
    })
    .from(
      sql`${recipes} cross join lateral unnest(${recipes.allergens} || ${recipes.mayContain}) as hit(allergen)`,
    )
    .where(
      and(
        isVisibleTo(audience.userId),
        ...matching,
        sql`hit.allergen = any(${textArray(audience.blockedAllergens)})`,
      ),
    )
    // The empty grouping set is the total: a recipe with two blocked allergens counts once there.
    .groupBy(sql`grouping sets ((hit.allergen), ())`)
  const total = rows.find((row) => row.allergen === null)?.count ?? 0
  const allergens = rows.flatMap((row) => (row.allergen !== null && row.count > 0 ? [row.allergen] : []))
  return { count: total, allergens }
}

export const findRecipeForUser = async (
  db: Executor,
  recipeId: number,
  userId: number,
): Promise<RecipeListRow | null> => {
  const [row] = await db
    .select(recipeSelection(userId))
    .from(recipes)
    .where(and(eq(recipes.id, recipeId), isVisibleTo(userId)))
    .limit(1)
  return row ?? null
}

export const findRecipesForUser = async (db: Executor, recipeIds: readonly number[], userId: number) => {
  if (recipeIds.length === 0) return []
  return db
    .select(recipeSelection(userId))
    .from(recipes)
    .where(and(inArray(recipes.id, [...recipeIds]), isVisibleTo(userId)))
}

export interface SafeCandidateFilter {
  /** Only these recipes (still filtered for safety). */
  recipeIds?: readonly number[]
  foodTypes?: readonly string[]
  difficulties?: readonly string[]
  maxTotalMinutes?: number
  season?: string
  mood?: string
  limit: number
}

/**
 * Recipes for discovery lists (recommendations, seasonal), best rated first, through the same visibility and
 * allergy conditions as every other list, so an unsafe recipe can never reach them.
 */
/** What a discovery list asks for, apart from visibility and safety. */
export const candidateMatch = (filter: Omit<SafeCandidateFilter, 'limit'>): Array<SQL | undefined> => {
  const totalMinutes = sql`coalesce(${recipes.totalTimeMinutes}, coalesce(${recipes.prepTimeMinutes}, 0) + coalesce(${recipes.cookTimeMinutes}, 0))`
  return [
    filter.recipeIds ? inArray(recipes.id, [...filter.recipeIds, -1]) : undefined,
    filter.foodTypes ? inArray(recipes.foodType, [...filter.foodTypes, '']) : undefined,
    filter.difficulties ? inArray(recipes.difficulty, [...filter.difficulties, '']) : undefined,
    filter.maxTotalMinutes !== undefined
      ? sql`${totalMinutes} between 1 and ${filter.maxTotalMinutes}::int`
      : undefined,
    filter.season ? sql`${recipes.seasons} @> ${textArray([filter.season])}` : undefined,
    filter.mood ? sql`${recipes.moods} @> ${textArray([filter.mood])}` : undefined,
  ]
}

export const findSafeRecipeCandidates = (
  db: Executor,
  audience: RecipeAudience,
  filter: SafeCandidateFilter,
): Promise<RecipeListRow[]> => {
  return db
    .select(recipeSelection(audience.userId))
    .from(recipes)
    .where(and(...audienceConditions(audience), ...candidateMatch(filter)))
    .orderBy(sql`${recipes.averageRating} desc nulls last`, asc(recipes.id))
    .limit(filter.limit)
}

/** The owner column only: enough to decide who may change a recipe. */
export const findRecipeOwner = async (db: Executor, recipeId: number) => {
  const [row] = await db
    .select({ id: recipes.id, ownerId: recipes.ownerId, sourceType: recipes.sourceType })
    .from(recipes)
    .where(eq(recipes.id, recipeId))
    .limit(1)
  return row ?? null
}

/** Row lock on a recipe the user can see, so concurrent ratings of one recipe summarize one after another. */
export const lockRecipe = async (db: Executor, recipeId: number, userId: number) => {
  const [row] = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(eq(recipes.id, recipeId), isVisibleTo(userId)))
    .for('update')
    .limit(1)
  return row ?? null
}

/** Recipe ids in rank order, and the columns a tier orders by. */
const idColumns = { id: recipes.id, keyIngredientCount: recipes.keyIngredientCount }

/** Avoided recipes rank last: without avoidances one pass over everything, else a pass without them and one with. */
const avoidancePasses = (audience: RecipeAudience): Array<SQL | undefined> => {
  // Plain array operators (not a 0/1 score) so the planner estimates them from column statistics.
  const hit = avoidanceHit(audience)
  return hit ? [sql`not ${hit}`, hit] : [undefined]
}

/**
 * Runs ranked tiers in order until `limit` ids are found. Each tier is an indexed query that stops at its own
 * limit, so a broad search never scores every candidate; tiers are disjoint by construction.
 */
async function collectRankedIds(
  tiers: ReadonlyArray<(remaining: number) => Promise<Array<{ id: number }>>>,
  limit: number,
): Promise<number[]> {
  const ids: number[] = []
  for (const tier of tiers) {
    if (ids.length >= limit) break
    for (const row of await tier(limit - ids.length)) ids.push(row.id)
  }
  return ids.slice(0, limit)
}

/** The full rows for ranked ids, in that order. */
async function loadRanked(db: Executor, ids: readonly number[], userId: number): Promise<RecipeListRow[]> {
  const rows = await findRecipesForUser(db, ids, userId)
  const byId = new Map(rows.map((row) => [row.recipe.id, row]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

export async function browseRecipes(
  db: Executor,
  {
    audience,
    foodType,
    excludedFoodTypes,
    limit,
    offset,
  }: {
    audience: RecipeAudience
    foodType?: string
    excludedFoodTypes: readonly string[]
    limit: number
    offset: number
  },
): Promise<RecipeListRow[]> {
  const conditions = [
    isVisibleTo(audience.userId),
    isSafeFor(audience),
    ...browseMatch({ foodType, excludedFoodTypes }),
  ]
  const tiers = avoidancePasses(audience).map(
    (pass) => (remaining: number) =>
      db
        .select(idColumns)
        .from(recipes)
        .where(and(...conditions, pass))
        .orderBy(sql`${recipes.averageRating} desc nulls last`, asc(recipes.id))
        .limit(remaining),
  )
  const ids = await collectRankedIds(tiers, offset + limit)
  return loadRanked(db, ids.slice(offset), audience.userId)
}

/** What a browse asks for, apart from visibility and safety: the cuisine, or every cuisine no member excluded. */
export const browseMatch = ({
  foodType,
  excludedFoodTypes,
}: {
  foodType?: string
  excludedFoodTypes: readonly string[]
}): Array<SQL | undefined> => [
  foodType ? eq(recipes.foodType, foodType) : undefined,
  !foodType && excludedFoodTypes.length > 0
    ? sql`not (${recipes.foodType} = any(${textArray(excludedFoodTypes)}))`
    : undefined,
]

/** The words a name search looks for: lower-case letters and digits, at most eight. */
export const listSearchWords = (text: string) =>
  (
    text
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .match(/[a-z0-9]+/g) ?? []
  ).slice(0, 8)

/**
 * Each word, or the closest word of any stored title or keyword when it is misspelt ('lasagnia' → 'lasagna').
 * The vocabulary is small and trigram-indexed, so this costs one cheap query.
 */
export async function correctSearchWords(db: Executor, words: readonly string[]): Promise<string[]> {
  const misspellable = words.filter((word) => word.length >= 3 && !/^[0-9]+$/.test(word))
  if (misspellable.length === 0) return [...words]
  const rows = await db
    .select({
      word: sql<string>`input.word`,
      closest: sql<string | null>`coalesce(
        (select words.word from ${recipeSearchWords} as words where words.word = input.word),
        (select words.word from ${recipeSearchWords} as words where words.word % input.word order by words.word <-> input.word limit 1))`,
    })
    .from(sql`unnest(${textArray(misspellable)}) as input(word)`)
  const closest = new Map(rows.map((row) => [row.word, row.closest ?? row.word]))
  return words.map((word) => closest.get(word) ?? word)
}

// Words are [a-z0-9]+ only, so joining them cannot break the tsquery syntax.
const toTsQuery = (words: readonly string[]) => sql`to_tsquery('english', ${words.join(' & ')})`

/**
 * Name search in tiers, each an indexed query that stops at the limit: titles with every (typo-corrected)
 * word, best rated first; then recipes whose keywords or description have them; then titles merely similar
 * to the text (pg_trgm word similarity).
 */
export async function searchRecipesByName(
  db: Executor,
  {
    audience,
    text,
    foodType,
    limit,
  }: { audience: RecipeAudience; text: string; foodType?: string; limit: number },
): Promise<{ rows: RecipeListRow[]; matching: SQL[] }> {
  const words = await correctSearchWords(db, listSearchWords(text))
  const lowered = text.toLowerCase()
  const conditions = audienceConditions(audience, foodType)
  const inTitle = words.length > 0 ? sql`${recipes.titleVector} @@ ${toTsQuery(words)}` : sql`false`
  const anywhere = words.length > 0 ? sql`${recipes.searchVector} @@ ${toTsQuery(words)}` : sql`false`
  const tier = (where: SQL) => (remaining: number) =>
    db
      .select(idColumns)
      .from(recipes)
      .where(and(...conditions, where))
      .orderBy(sql`${recipes.averageRating} desc nulls last`, asc(recipes.id))
      .limit(remaining)
  const tiers = avoidancePasses(audience).flatMap((pass) => [
    tier(and(pass, inTitle) as SQL),
    tier(and(pass, anywhere, sql`not (${inTitle})`) as SQL),
    tier(and(pass, sql`${lowered} <% lower(${recipes.title})`, sql`not (${anywhere})`) as SQL),
  ])
  const rows = await loadRanked(db, await collectRankedIds(tiers, limit), audience.userId)
  // Any tier's match, for counting what the allergy filter hid.
  const matching = [
    ...(foodType ? [eq(recipes.foodType, foodType)] : []),
    sql`(${anywhere} or ${lowered} <% lower(${recipes.title}))`,
  ]
  return { rows, matching }
}

const countMatchedTerms = (terms: readonly string[]) =>
  sql<number>`(${sql.join(
    terms.map((term) => sql`(${recipes.ingredientTerms} @> array[${term}]::text[])::int`),
    sql` + `,
  )})`

// Past this many subsets a tier is one query counting matches instead of one indexed query per subset.
const MAX_SUBSET_QUERIES = 20

function countSubsets(n: number, k: number): number {
  let result = 1
  for (let index = 1; index <= k; index += 1) result = (result * (n - k + index)) / index
  return result
}

function listSubsets<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]]
  if (items.length < size) return []
  const [first, ...rest] = items as [T, ...T[]]
  return [...listSubsets(rest, size - 1).map((subset) => [first, ...subset]), ...listSubsets(rest, size)]
}

/**
 * Ingredient search: recipes using all the terms first, then all but one, and so on; within each tier the
 * recipes needing the fewest other ingredients first. A tier is one indexed query per exact subset of terms.
 */
export async function searchRecipesByIngredients(
  db: Executor,
  {
    audience,
    terms,
    foodType,
    limit,
  }: { audience: RecipeAudience; terms: readonly string[]; foodType?: string; limit: number },
): Promise<{ rows: RecipeListRow[]; matching: SQL[] }> {
  const conditions = audienceConditions(audience, foodType)
  const ordered = (where: SQL | undefined, remaining: number) =>
    db
      .select(idColumns)
      .from(recipes)
      .where(and(...conditions, where))
      .orderBy(asc(recipes.keyIngredientCount), asc(recipes.id))
      .limit(remaining)
  const tierQuery = (pass: SQL | undefined, size: number) => async (remaining: number) => {
    if (countSubsets(terms.length, size) > MAX_SUBSET_QUERIES) {
      return ordered(
        and(
          pass,
          sql`${recipes.ingredientTerms} && ${textArray(terms)}`,
          sql`${countMatchedTerms(terms)} = ${size}`,
        ),
        remaining,
      )
    }
    const branches = listSubsets(terms, size).map((subset) => {
      const others = terms.filter((term) => !subset.includes(term))
      return ordered(
        and(
          pass,
          sql`${recipes.ingredientTerms} @> ${textArray(subset)}`,
          others.length > 0 ? sql`not (${recipes.ingredientTerms} && ${textArray(others)})` : undefined,
        ),
        remaining,
      )
    })
    const rows = await Promise.all(branches)
    return rows
      .flat()
      .sort((a, b) => a.keyIngredientCount - b.keyIngredientCount || a.id - b.id)
      .slice(0, remaining)
  }
  const tiers = avoidancePasses(audience).flatMap((pass) =>
    Array.from({ length: terms.length }, (_, index) => tierQuery(pass, terms.length - index)),
  )
  const rows = await loadRanked(db, await collectRankedIds(tiers, limit), audience.userId)
  const matching = [
    ...(foodType ? [eq(recipes.foodType, foodType)] : []),
    sql`${recipes.ingredientTerms} && ${textArray(terms)}`,
  ]
  return { rows, matching }
}

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
}

// The recommender scores at most this many candidates: the best rated, plus some using what is on hand.
const POOL_BY_RATING = 1000
const POOL_BY_INGREDIENTS = 300

/**
 * Candidates for the recommender, found through indexes so a large catalog costs the same as a small one:
 * the best-rated safe recipes (every one, in a cuisine of up to POOL_BY_RATING recipes), and the safe recipes
 * using any ingredient on hand that need the fewest others. Excluded cuisines only when nothing else is left.
 */
async function findSuggestionPool(db: Executor, ranking: SuggestionRanking): Promise<number[]> {
  const conditions = audienceConditions(ranking.audience, ranking.foodType)
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
  const totalMinutes = sql`coalesce(${recipes.totalTimeMinutes}, coalesce(${recipes.prepTimeMinutes}, 0) + coalesce(${recipes.cookTimeMinutes}, 0))`
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
  const isRecent = sql`coalesce(${recent.lastBatch} > ${ranking.recentAfterBatch}::int, false)`
  // Never shown, then shown a while ago, then recently shown: suggestions cycle through everything safe.
  const freshness = sql`case when ${recent.lastBatch} is null then 0 when ${isRecent} then 2 else 1 end`
  return db
    .select(recipeSelection(audience.userId))
    .from(recipes)
    .leftJoin(recent, eq(recent.recipeId, recipes.id))
    .where(
      and(
        ...audienceConditions(audience, ranking.foodType),
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

export const insertRecipe = async (db: Executor, row: NewRecipeRow): Promise<number> => {
  const [inserted] = await db.insert(recipes).values(row).returning({ id: recipes.id })
  if (!inserted) throw new Error('recipe insert returned nothing')
  return inserted.id
}

/** Inserts many prepared rows in multi-row statements (bulk upload, benchmarks); answers their ids in order. */
export async function insertRecipes(
  db: Executor,
  rows: readonly NewRecipeRow[],
  batchSize = 500,
): Promise<number[]> {
  const ids: number[] = []
  for (let start = 0; start < rows.length; start += batchSize) {
    const inserted = await db
      .insert(recipes)
      .values(rows.slice(start, start + batchSize))
      .returning({ id: recipes.id })
    ids.push(...inserted.map((row) => row.id))
  }
  return ids
}

export const updateRecipe = async (db: Executor, recipeId: number, row: NewRecipeRow) => {
  const { ownerId: _ownerId, sourceType: _sourceType, slug: _slug, ...content } = row
  await db
    .update(recipes)
    .set({ ...content, updatedAt: new Date() })
    .where(eq(recipes.id, recipeId))
}

export const deleteRecipe = async (db: Executor, recipeId: number, ownerId: number): Promise<boolean> => {
  const rows = await db
    .delete(recipes)
    .where(and(eq(recipes.id, recipeId), eq(recipes.ownerId, ownerId)))
    .returning({ id: recipes.id })
  return rows.length > 0
}

/** The caller's own copy with this exact content, so saving the same recipe twice keeps one. */
export const findOwnedRecipeByHash = async (db: Executor, ownerId: number, contentHash: string) => {
  const [row] = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(eq(recipes.ownerId, ownerId), eq(recipes.contentHash, contentHash)))
    .limit(1)
  return row?.id ?? null
}

export const insertSavedRecipe = async (db: Executor, userId: number, recipeId: number) => {
  await db.insert(savedRecipes).values({ userId, recipeId }).onConflictDoNothing()
}

export const deleteSavedRecipe = async (db: Executor, userId: number, recipeId: number): Promise<boolean> => {
  const rows = await db
    .delete(savedRecipes)
    .where(and(eq(savedRecipes.userId, userId), eq(savedRecipes.recipeId, recipeId)))
    .returning({ recipeId: savedRecipes.recipeId })
  return rows.length > 0
}

export const upsertRating = async (
  db: Executor,
  { recipeId, userId, rating }: { recipeId: number; userId: number; rating: number },
) => {
  await db
    .insert(recipeRatings)
    .values({ recipeId, userId, rating })
    .onConflictDoUpdate({
      target: [recipeRatings.recipeId, recipeRatings.userId],
      set: { rating, updatedAt: new Date() },
    })
}

/** Recomputes the recipe's average and count from its ratings. */
export const refreshRatingSummary = async (db: Executor, recipeId: number) => {
  const [row] = await db
    .update(recipes)
    .set({
      averageRating: sql`(select avg(${recipeRatings.rating})::float8 from ${recipeRatings} where ${recipeRatings.recipeId} = ${recipeId})`,
      totalRatings: sql`(select count(*)::int from ${recipeRatings} where ${recipeRatings.recipeId} = ${recipeId})`,
    })
    .where(eq(recipes.id, recipeId))
    .returning({ averageRating: recipes.averageRating, totalRatings: recipes.totalRatings })
  if (!row) throw new Error('rating summary update returned nothing')
  return row
}

/** Allergies, sensitivities and excluded cuisines of each user. */
export const findAvoidanceProfiles = (db: Executor, userIds: readonly number[]) =>
  db
    .select({
      userId: users.id,
      firstName: users.firstName,
      allergies: users.allergies,
      sensitivities: users.sensitivities,
      excludedFoodTypes: users.excludedFoodTypes,
    })
    .from(users)
    .where(inArray(users.id, [...userIds]))

/** Skill, usual prep time and fridge inventory the user set on the meal preferences page. */
export const findMealPreferences = async (db: Executor, userId: number) => {
  const [row] = await db
    .select({
      cookingSkillLevel: users.cookingSkillLevel,
      preferredPrepTime: users.preferredPrepTime,
      fridgeInventory: users.fridgeInventory,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  return row ?? null
}

const CATALOG_UPDATED_COLUMNS = [
  'title',
  'description',
  'foodType',
  'difficulty',
  'prepTimeMinutes',
  'cookTimeMinutes',
  'totalTimeMinutes',
  'servings',
  'yields',
  'ingredients',
  'instructions',
  'ingredientNames',
  'ingredientTerms',
  'keyIngredientCount',
  'searchKeywords',
  'tags',
  'notes',
  'nutrition',
  'seasons',
  'moods',
  'costPerServing',
  'allergens',
  'mayContain',
  'allergenLexiconVersion',
  'sensitivities',
  'imageUrl',
  'contentHash',
] as const satisfies ReadonlyArray<keyof typeof recipes.$inferInsert>

/**
 * One multi-row upsert keyed by slug. A row is rewritten only when its content hash or anything derived
 * from the lexicon changed, so a restart writes nothing. Answers how many rows were inserted or updated.
 */
export async function upsertCatalogRecipes(db: Executor, rows: readonly NewRecipeRow[]): Promise<number> {
  if (rows.length === 0) return 0
  const columns = getTableColumns(recipes)
  const excluded = (name: (typeof CATALOG_UPDATED_COLUMNS)[number]) =>
    sql.raw(`excluded."${columns[name].name}"`)
  const set: Record<string, SQL> = Object.fromEntries(
    CATALOG_UPDATED_COLUMNS.map((name) => [name, excluded(name)]),
  )
  set.updatedAt = sql`now()`
  const changed = (
    [
      'contentHash',
      'allergens',
      'mayContain',
      'allergenLexiconVersion',
      'sensitivities',
      'ingredientTerms',
      'keyIngredientCount',
      'searchKeywords',
    ] as const
  ).map((name) => sql`${recipes[name]} is distinct from ${excluded(name)}`)
  const written = await db
    .insert(recipes)
    .values([...rows])
    .onConflictDoUpdate({ target: recipes.slug, set, setWhere: sql.join(changed, sql` or `) })
    .returning({ id: recipes.id })
  return written.length
}

/** What narrows a collection page; `source` is how the recipe came into the collection. */
export interface CollectionFilter {
  q?: string
  foodType?: string
  source?: CollectionSource
  difficulty?: RecipeDifficulty
}

// Microseconds in UTC, so the cursor holds the exact key PostgreSQL sorts by (a JS Date keeps only ms).
const COLLECTION_KEY_FORMAT = 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'
export const isCollectionKey = (key: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(key)

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

const collectionSource = (userId: number, source: CollectionSource): SQL | undefined => {
  switch (source) {
    case 'custom':
      return and(eq(recipes.ownerId, userId), inArray(recipes.sourceType, ['custom', 'user-saved']))
    case 'imported':
      return eq(recipes.sourceType, 'imported')
    case 'bulk':
      return eq(recipes.sourceType, 'bulk')
    case 'saved':
      return sql`${recipes.ownerId} is distinct from ${userId}`
  }
}

/**
 * One page of the caller's collection (their own recipes and the ones they saved), most recent first, with
 * how many match in all. Keyset paging on (added at, id): rows added while someone pages sort before the
 * cursor, so a walk never repeats or skips a row.
 */
export async function findUserCollectionPage(
  db: Executor,
  {
    userId,
    filter,
    after,
    limit,
  }: { userId: number; filter: CollectionFilter; after?: PagePosition; limit: number },
): Promise<{ rows: Array<RecipeListRow & { sortKey: string }>; total: number }> {
  const addedAt = sql`coalesce(${savedRecipes.createdAt}, ${recipes.createdAt})`
  const q = filter.q?.trim().toLowerCase()
  const conditions = [
    or(eq(recipes.ownerId, userId), and(isNotNull(savedRecipes.userId), isVisibleTo(userId))),
    q ? sql`lower(${recipes.title}) like ${`%${escapeLike(q)}%`}` : undefined,
    filter.foodType ? eq(recipes.foodType, filter.foodType) : undefined,
    filter.difficulty ? eq(recipes.difficulty, filter.difficulty) : undefined,
    filter.source ? collectionSource(userId, filter.source) : undefined,
  ]
  const joinSaved = and(eq(savedRecipes.recipeId, recipes.id), eq(savedRecipes.userId, userId))
  const [rows, counted] = await Promise.all([
    db
      .select({
        ...recipeSelection(userId),
        sortKey: sql<string>`to_char(${addedAt} at time zone 'UTC', ${COLLECTION_KEY_FORMAT})`,
      })
      .from(recipes)
      .leftJoin(savedRecipes, joinSaved)
      .where(
        and(
          ...conditions,
          after ? sql`(${addedAt}, ${recipes.id}) < (${after.key}::timestamptz, ${after.id})` : undefined,
        ),
      )
      .orderBy(desc(addedAt), desc(recipes.id))
      .limit(limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(recipes)
      .leftJoin(savedRecipes, joinSaved)
      .where(and(...conditions)),
  ])
  return { rows, total: counted[0]?.total ?? 0 }
}

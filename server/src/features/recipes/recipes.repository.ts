import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import { union } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/client'
import { recipeRatings, recipes, savedRecipes } from '../../db/schema'
import type { CollectionSource, RecipeDifficulty } from '@forkcast/contract/recipes.schemas'
import type { PagePosition } from '../../lib/page-cursor'
import type { NewRecipeRow } from '../../lib/recipe-derivation'
import {
  audienceConditions,
  isVisibleTo,
  recipeSelection,
  recipeTotalMinutes,
  textArray,
  type RecipeAudience,
  type RecipeListRow,
} from './recipe-queries'

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

/** Who may change a recipe, and its allergen review (kept when an edit leaves the ingredient lines alone). */
export const findRecipeOwner = async (db: Executor, recipeId: number) => {
  const [row] = await db
    .select({
      id: recipes.id,
      ownerId: recipes.ownerId,
      sourceType: recipes.sourceType,
      ingredients: recipes.ingredients,
      manualAllergens: recipes.manualAllergens,
      allergensReviewedAt: recipes.allergensReviewedAt,
    })
    .from(recipes)
    .where(eq(recipes.id, recipeId))
    .limit(1)
  return row ?? null
}

/** What an allergen review needs of a recipe the user can see, locked so two reviews apply one after another. */
export const lockRecipeForReview = async (db: Executor, recipeId: number, userId: number) => {
  const [row] = await db
    .select({
      id: recipes.id,
      ownerId: recipes.ownerId,
      importedByUserId: recipes.importedByUserId,
      ingredients: recipes.ingredients,
      language: recipes.language,
    })
    .from(recipes)
    .where(and(eq(recipes.id, recipeId), isVisibleTo(userId)))
    .for('update')
    .limit(1)
  return row ?? null
}

/** Stores a hand-confirmed allergen set with the columns derived from it. */
export const updateReviewedAllergens = async (
  db: Executor,
  recipeId: number,
  columns: Pick<
    typeof recipes.$inferInsert,
    | 'allergens'
    | 'mayContain'
    | 'sensitivities'
    | 'allergenUncheckedLanguages'
    | 'manualAllergens'
    | 'allergensReviewedAt'
    | 'allergenLexiconVersion'
  >,
) => {
  await db
    .update(recipes)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(recipes.id, recipeId))
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
  const {
    ownerId: _ownerId,
    sourceType: _sourceType,
    slug: _slug,
    importedByUserId: _importedByUserId,
    ...content
  } = row
  await db
    .update(recipes)
    .set({ ...content, updatedAt: new Date() })
    .where(eq(recipes.id, recipeId))
}

/** Deletes the owner's recipe; answers what was deleted (with its photo, to forget), or null. */
export const deleteRecipe = async (db: Executor, recipeId: number, ownerId: number) => {
  const [row] = await db
    .delete(recipes)
    .where(and(eq(recipes.id, recipeId), eq(recipes.ownerId, ownerId)))
    .returning({ id: recipes.id, imageId: recipes.imageId })
  return row ?? null
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
  'language',
  'allergenUncheckedLanguages',
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
      'allergenUncheckedLanguages',
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

/** The rows for these ids that the user may see, in no particular order. */
export const findRecipesForUser = async (db: Executor, recipeIds: readonly number[], userId: number) => {
  if (recipeIds.length === 0) return []
  return db
    .select(recipeSelection(userId))
    .from(recipes)
    .where(and(inArray(recipes.id, [...recipeIds]), isVisibleTo(userId)))
}

/** The columns the smart planner scores, for these ids the user can see: no steps, notes or per-user reads. */
export const findPoolRows = async (db: Executor, recipeIds: readonly number[], userId: number) => {
  if (recipeIds.length === 0) return []
  return db
    .select({
      id: recipes.id,
      title: recipes.title,
      description: recipes.description,
      foodType: recipes.foodType,
      difficulty: recipes.difficulty,
      prepTimeMinutes: recipes.prepTimeMinutes,
      cookTimeMinutes: recipes.cookTimeMinutes,
      totalTimeMinutes: recipes.totalTimeMinutes,
      costPerServing: recipes.costPerServing,
      ingredients: recipes.ingredients,
      tags: recipes.tags,
      moods: recipes.moods,
      seasons: recipes.seasons,
      nutrition: recipes.nutrition,
      allergens: recipes.allergens,
      averageRating: recipes.averageRating,
    })
    .from(recipes)
    .where(and(inArray(recipes.id, [...recipeIds]), isVisibleTo(userId)))
}

export type PoolRow = Awaited<ReturnType<typeof findPoolRows>>[number]

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

/** What a discovery list asks for, apart from visibility and safety. */
export const candidateMatch = (filter: Omit<SafeCandidateFilter, 'limit'>): Array<SQL | undefined> => {
  return [
    filter.recipeIds ? inArray(recipes.id, [...filter.recipeIds, -1]) : undefined,
    filter.foodTypes ? inArray(recipes.foodType, [...filter.foodTypes, '']) : undefined,
    filter.difficulties ? inArray(recipes.difficulty, [...filter.difficulties, '']) : undefined,
    filter.maxTotalMinutes !== undefined
      ? sql`${recipeTotalMinutes()} between 1 and ${filter.maxTotalMinutes}::int`
      : undefined,
    filter.season ? sql`${recipes.seasons} @> ${textArray([filter.season])}` : undefined,
    filter.mood ? sql`${recipes.moods} @> ${textArray([filter.mood])}` : undefined,
  ]
}

/**
 * Recipes for discovery lists (recommendations, seasonal), best rated first, through the same visibility and
 * allergy conditions as every other list, so an unsafe recipe can never reach them.
 */
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

/** Saves matching `saves` and ratings matching `ratings`, as signals; newest first and capped when `limit` is set. */
async function findSignals(
  db: Executor,
  { saves, ratings, limit }: { saves: SQL | undefined; ratings: SQL | undefined; limit?: number },
): Promise<RecipeSignal[]> {
  const saveRows = db
    .select({ userId: savedRecipes.userId, recipeId: savedRecipes.recipeId, at: savedRecipes.createdAt })
    .from(savedRecipes)
    .where(saves)
    .$dynamic()
  const ratingRows = db
    .select({
      userId: recipeRatings.userId,
      recipeId: recipeRatings.recipeId,
      rating: recipeRatings.rating,
      at: recipeRatings.updatedAt,
    })
    .from(recipeRatings)
    .where(ratings)
    .$dynamic()
  const [saveList, ratingList] = await Promise.all(
    limit === undefined
      ? [saveRows, ratingRows]
      : [
          saveRows.orderBy(desc(savedRecipes.createdAt)).limit(limit),
          ratingRows.orderBy(desc(recipeRatings.updatedAt)).limit(limit),
        ],
  )
  return [
    ...saveList.map((row) => ({ ...row, kind: 'save' as const, rating: null })),
    ...ratingList.map((row) => ({ ...row, kind: 'rating' as const })),
  ]
}

/** Every save and rating since `since`, newest first: what trending counts. */
export const findRecentSignals = (db: Executor, since: Date) =>
  findSignals(db, {
    saves: gte(savedRecipes.createdAt, since),
    ratings: gte(recipeRatings.updatedAt, since),
    limit: MAX_RECENT_SIGNALS,
  })

/** The user's own saves and ratings, whenever they happened. */
export const findUserSignals = (db: Executor, userId: number) =>
  findSignals(db, { saves: eq(savedRecipes.userId, userId), ratings: eq(recipeRatings.userId, userId) })

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
  return findSignals(db, {
    saves: and(sql`${savedRecipes.userId} <> ${userId}`, sql`${savedRecipes.userId} in ${neighbours}`),
    ratings: and(sql`${recipeRatings.userId} <> ${userId}`, sql`${recipeRatings.userId} in ${neighbours}`),
    limit: MAX_NEIGHBOUR_SIGNALS,
  })
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

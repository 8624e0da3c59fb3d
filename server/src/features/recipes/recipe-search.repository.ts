import { and, asc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm'
import { HIDDEN_COUNT_LIMIT } from '@forkcast/contract/recipes.schemas'
import { rowsOf, type Executor } from '../../db/client'
import { recipes, recipeSearchWords } from '../../db/schema'
import {
  audienceConditions,
  avoidanceHit,
  countMatchedTerms,
  isAllergenUnchecked,
  isSafeFor,
  isVisibleTo,
  textArray,
  type RecipeAudience,
  type RecipeListRow,
} from './recipe-queries'
import { findRecipesForUser } from './recipes.repository'

/** Holds one of these allergens, or nobody could check it: written as two indexes are, so only such rows are read. */
export const holdsBlockedAllergen = (blocked: readonly string[]) =>
  sql`((${recipes.allergens} || ${recipes.mayContain}) && ${textArray(blocked)} or ${isAllergenUnchecked()})`

/**
 * What the allergy filter hid from a request: recipes visible to the caller that meet `matching` (the
 * request's own conditions) but hold a blocked allergen, counted exactly up to HIDDEN_COUNT_LIMIT and per
 * allergen. The count stops there: a broad search over a big collection meets thousands of unsafe rows, and
 * counting them all read every one (over 100 ms at 50,000 recipes) to print a number nobody needs exactly.
 */
export async function countHiddenByAllergy(
  db: Executor,
  audience: RecipeAudience,
  matching: ReadonlyArray<SQL | undefined>,
): Promise<{ count: number; more: boolean; allergens: string[] }> {
  const blocked = audience.blockedAllergens
  if (blocked.length === 0) return { count: 0, more: false, allergens: [] }
  const hiddenWhere = and(isVisibleTo(audience.userId), ...matching, holdsBlockedAllergen(blocked))
  // A recipe nobody could check may hold any of the audience's allergens: it counts for each.
  const holds = (allergen: string) =>
    sql`(${recipes.allergens} @> array[${allergen}]::text[] or ${recipes.mayContain} @> array[${allergen}]::text[] or ${isAllergenUnchecked()})`
  const sample = db
    .select({ id: recipes.id })
    .from(recipes)
    .where(hiddenWhere)
    .limit(HIDDEN_COUNT_LIMIT + 1)
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      held: sql<boolean[]>`array[${sql.join(
        blocked.map((allergen) => sql`coalesce(bool_or(${holds(allergen)}), false)`),
        sql`, `,
      )}]`,
    })
    .from(recipes)
    .where(inArray(recipes.id, sample))
  const total = row?.total ?? 0
  const more = total > HIDDEN_COUNT_LIMIT
  const seen = blocked.filter((_, index) => row?.held[index] === true)
  const unseen = more ? blocked.filter((allergen) => !seen.includes(allergen)) : []
  if (unseen.length === 0) return { count: Math.min(total, HIDDEN_COUNT_LIMIT), more, allergens: seen }
  // Past the limit the counted rows may all hold one allergen: whether the others were hidden too is asked apart.
  const [others] = await db
    .select({
      held: sql<boolean[]>`array[${sql.join(
        unseen.map(
          (allergen) =>
            sql`exists (select 1 from ${recipes} where ${and(isVisibleTo(audience.userId), ...matching, holds(allergen))})`,
        ),
        sql`, `,
      )}]`,
    })
    .from(sql`(select 1) as one`)
  const alsoHeld = unseen.filter((_, index) => others?.held[index] === true)
  return {
    count: HIDDEN_COUNT_LIMIT,
    more,
    allergens: blocked.filter((allergen) => seen.includes(allergen) || alsoHeld.includes(allergen)),
  }
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
  return (await collectRankedTiers(tiers, limit)).ids
}

/** As collectRankedIds, also answering how many tiers were consulted before the limit was reached. */
async function collectRankedTiers(
  tiers: ReadonlyArray<(remaining: number) => Promise<Array<{ id: number }>>>,
  limit: number,
): Promise<{ ids: number[]; tiersRun: number }> {
  const ids: number[] = []
  let tiersRun = 0
  for (const tier of tiers) {
    if (ids.length >= limit) break
    tiersRun += 1
    for (const row of await tier(limit - ids.length)) ids.push(row.id)
  }
  return { ids: ids.slice(0, limit), tiersRun }
}

/** The full rows for ranked ids, in that order. */
export async function loadRanked(
  db: Executor,
  ids: readonly number[],
  userId: number,
): Promise<RecipeListRow[]> {
  const rows = await findRecipesForUser(db, ids, userId)
  const byId = new Map(rows.map((row) => [row.recipe.id, row]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

type BrowseRequest = BrowseMatch & { audience: RecipeAudience; safe?: boolean; limit: number; offset: number }

/** Browse ids in rank order (best rated first, avoided recipes last). */
export async function rankBrowsedIds(
  db: Executor,
  { audience, safe = true, limit, offset, ...match }: BrowseRequest,
): Promise<number[]> {
  const conditions = [
    isVisibleTo(audience.userId),
    safe ? isSafeFor(audience) : undefined,
    ...browseMatch(match),
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
  return (await collectRankedIds(tiers, offset + limit)).slice(offset)
}

export async function browseRecipes(db: Executor, request: BrowseRequest): Promise<RecipeListRow[]> {
  return loadRanked(db, await rankBrowsedIds(db, request), request.audience.userId)
}

interface BrowseMatch {
  foodType?: string
  excludedFoodTypes: readonly string[]
  maxMinutes?: number
  difficulty?: string
}

/**
 * What a browse asks for, apart from visibility and safety: the cuisine (or every cuisine no member excluded),
 * a total time at most, and a difficulty. A recipe without a total time never passes a time limit.
 */
export const browseMatch = ({
  foodType,
  excludedFoodTypes,
  maxMinutes,
  difficulty,
}: BrowseMatch): Array<SQL | undefined> => [
  foodType ? eq(recipes.foodType, foodType) : undefined,
  !foodType && excludedFoodTypes.length > 0
    ? sql`not (${recipes.foodType} = any(${textArray(excludedFoodTypes)}))`
    : undefined,
  maxMinutes !== undefined ? lte(recipes.totalTimeMinutes, maxMinutes) : undefined,
  difficulty ? eq(recipes.difficulty, difficulty) : undefined,
]

/** A search leaves out cuisines a member excluded, unless it names the cuisine itself (as a browse does). */
const searchCuisineMatch = (foodType: string | undefined, excludedFoodTypes: readonly string[]): SQL[] =>
  browseMatch({ foodType, excludedFoodTypes }).filter(
    (condition): condition is SQL => condition !== undefined,
  )

/** The words a name search looks for: lower-case letters and digits, at most eight. */
const listSearchWords = (text: string) =>
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
async function correctSearchWords(db: Executor, words: readonly string[]): Promise<string[]> {
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

// The similar-titles tier is the third of each pass: once it ran, its matches count as hidden too.
const SIMILAR_TITLE_TIER = 3

// Words are [a-z0-9]+ only, so joining them cannot break the tsquery syntax.
const toTsQuery = (words: readonly string[]) => sql`to_tsquery('english', ${words.join(' & ')})`

interface SearchScope {
  audience: RecipeAudience
  /** The cuisine asked for; without one, every cuisine but those excluded. */
  foodType?: string
  excludedFoodTypes?: readonly string[]
  limit: number
}

/**
 * Name search in tiers, each an indexed query that stops at the limit: titles with every (typo-corrected)
 * word, best rated first; then recipes whose keywords or description have them; then titles merely similar
 * to the text (pg_trgm word similarity). Answers the ids in rank order and what the search matched.
 */
export async function rankIdsByName(
  db: Executor,
  { audience, text, foodType, excludedFoodTypes = [], limit }: SearchScope & { text: string },
): Promise<{ ids: number[]; matching: SQL[] }> {
  const words = await correctSearchWords(db, listSearchWords(text))
  const lowered = text.toLowerCase()
  const cuisineMatch = searchCuisineMatch(foodType, excludedFoodTypes)
  const conditions = [...audienceConditions(audience), ...cuisineMatch]
  const inTitle = words.length > 0 ? sql`${recipes.titleVector} @@ ${toTsQuery(words)}` : sql`false`
  const anywhere = words.length > 0 ? sql`${recipes.searchVector} @@ ${toTsQuery(words)}` : sql`false`
  const tier = (where: SQL) => (remaining: number) =>
    db
      .select(idColumns)
      .from(recipes)
      .where(and(...conditions, where))
      .orderBy(sql`${recipes.averageRating} desc nulls last`, asc(recipes.id))
      .limit(remaining)
  const similarTitle = sql`${lowered} <% lower(${recipes.title})`
  const tiers = avoidancePasses(audience).flatMap((pass) => [
    tier(and(pass, inTitle) as SQL),
    tier(and(pass, anywhere, sql`not (${inTitle})`) as SQL),
    tier(and(pass, similarTitle, sql`not (${anywhere})`) as SQL),
  ])
  const { ids, tiersRun } = await collectRankedTiers(tiers, limit)
  // What the allergy filter hid from the tiers this search consulted: merely similar titles are a fallback
  // when exact words run out, and testing every title's similarity is the costliest scan of a big collection.
  const matching = [
    ...cuisineMatch,
    tiersRun >= SIMILAR_TITLE_TIER ? sql`(${anywhere} or ${similarTitle})` : anywhere,
  ]
  return { ids, matching }
}

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

// A tier's best rows are found two ways. Walking the recipes in ingredient-count order finds them at once when
// many recipes match ('chicken, rice'), but reads the whole table when none do ('ricotta' for someone avoiding
// lactose: 105 ms at 50,000 recipes). So one walk over the first WALK_ROWS recipes in that order serves every
// tier together (one query, not one per tier and subset of terms); a tier it holds too few rows of is then
// found through the ingredient index, its rows sorted out ('+ 0' keeps the planner off the walk there).
const WALK_ROWS = 2_000
const fewestOtherIngredients = sql`${recipes.keyIngredientCount} + 0`

interface WalkedRow {
  id: number
  /** How many of the terms the recipe uses: its tier. */
  matched: number
  /** Whether it holds something the audience avoids: the second pass. */
  avoided: boolean
}

/**
 * The first recipes in ingredient-count order (of the first `walkRows`) that use any term, at most `limit` per
 * tier, in that order. Read from a subquery named as the table, so every condition applies unchanged.
 */
async function walkFirstRecipes(
  db: Executor,
  {
    where,
    terms,
    avoided,
    walkRows,
    limit,
  }: {
    where: SQL | undefined
    terms: readonly string[]
    avoided: SQL
    walkRows: number
    limit: number
  },
): Promise<WalkedRow[]> {
  const matched = countMatchedTerms(terms)
  const result = await db.execute(sql`select id, matched, avoided from (
      select ${recipes.id} as id, ${matched} as matched, ${avoided} as avoided, ${recipes.keyIngredientCount} as fewest,
        row_number() over (partition by ${matched}, ${avoided} order by ${recipes.keyIngredientCount}, ${recipes.id}) as place
      from (select * from ${recipes} order by ${recipes.keyIngredientCount}, ${recipes.id} limit ${walkRows}) as ${recipes}
      where ${where ?? sql`true`}
    ) as walked where place <= ${limit} order by fewest, id`)
  return rowsOf(result).map((row) => {
    const walked = row as { id: number | string; matched: number | string; avoided: boolean }
    return { id: Number(walked.id), matched: Number(walked.matched), avoided: walked.avoided }
  })
}

/**
 * Ingredient search: recipes using all the terms first, then all but one, and so on; within each tier the
 * recipes needing the fewest other ingredients first. Avoided recipes come after all the others, in the same
 * tiers. One walk answers the tiers it holds enough of; each other tier is one indexed query per exact subset.
 */
export async function rankIdsByIngredients(
  db: Executor,
  {
    audience,
    terms,
    foodType,
    excludedFoodTypes = [],
    limit,
    walkRows = WALK_ROWS,
  }: SearchScope & {
    terms: readonly string[]
    /** How many recipes the walk in ingredient-count order reads (tests make it small to cross its edge). */
    walkRows?: number
  },
): Promise<{ ids: number[]; matching: SQL[] }> {
  const cuisineMatch = searchCuisineMatch(foodType, excludedFoodTypes)
  const conditions = [...audienceConditions(audience), ...cuisineMatch]
  const usesAnyTerm = sql`${recipes.ingredientTerms} && ${textArray(terms)}`
  const hit = avoidanceHit(audience)
  const walked = await walkFirstRecipes(db, {
    where: and(...conditions, usesAnyTerm),
    terms,
    avoided: hit ?? sql`false`,
    walkRows,
    limit,
  })

  const readByIndex = (where: SQL | undefined, remaining: number) =>
    db
      .select({ id: recipes.id, keyIngredientCount: recipes.keyIngredientCount })
      .from(recipes)
      .where(and(...conditions, where))
      .orderBy(fewestOtherIngredients, asc(recipes.id))
      .limit(remaining)

  const tierQuery =
    (pass: SQL | undefined, isAvoided: boolean, size: number) => async (remaining: number) => {
      const inWalk = walked.filter((row) => row.matched === size && row.avoided === isAvoided)
      // The walk read recipes in the tier's own order: enough of them are the tier's best.
      if (inWalk.length >= remaining) return inWalk.slice(0, remaining)
      if (countSubsets(terms.length, size) > MAX_SUBSET_QUERIES) {
        return readByIndex(and(pass, usesAnyTerm, sql`${countMatchedTerms(terms)} = ${size}`), remaining)
      }
      const branches = listSubsets(terms, size).map((subset) => {
        const others = terms.filter((term) => !subset.includes(term))
        return readByIndex(
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
  // The second pass, when there is one, is the avoided recipes'.
  const tiers = avoidancePasses(audience).flatMap((pass, passIndex) =>
    Array.from({ length: terms.length }, (_, index) =>
      tierQuery(pass, passIndex === 1, terms.length - index),
    ),
  )
  const ids = await collectRankedIds(tiers, limit)
  const matching = [...cuisineMatch, usesAnyTerm]
  return { ids, matching }
}

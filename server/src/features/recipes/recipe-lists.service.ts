/**
 * Recipe lists as pages ask for them (browse, search, the caller's collection, one recipe, a planner's pool):
 * always through the audience's allergy filter, with the warnings and reasons a viewer sees.
 */
import { ALLERGEN_IDS, type AllergenId, type SensitivityId } from '@forkcast/contract/allergens'
import { explainRecipeAllergens } from '@forkcast/contract/allergen-lexicon'
import { findCuisine } from '@forkcast/contract/cuisines'
import { languageName } from '@forkcast/contract/recipe-language'
import {
  RECIPE_DIFFICULTIES,
  RECIPE_SOURCE_TYPES,
  isIngredientQuery,
  splitIngredientList,
  type Recipe,
  type RecipeDifficulty,
  type AllergenCheck,
  type AllergenReason,
  type Hidden,
  type CollectionQuery,
  type RecipeWarnings,
  type SearchQuery,
} from '@forkcast/contract/recipes.schemas'
import type { Executor } from '../../db/client'
import type { AppContext } from '../../lib/app-context'
import { AppError } from '../../lib/app-error'
import { decodeCursor, encodeCursor } from '../../lib/page-cursor'
import type { Page } from '@forkcast/contract/common.schemas'
import { type UserRow } from '../users/users.repository'
import { consumeDailyUsage, type LoadedPlan } from '../subscriptions/subscriptions.service'
import { lexiconLanguageOf, memoizeLines, toSearchTerm } from '../../lib/recipe-derivation'
import { rankForCook } from './recipe-ranking'
import type { RecipeAudience, RecipeListRow } from './recipe-queries'
import {
  browseMatch,
  browseRecipes as browseRecipeRows,
  countHiddenByAllergy,
  rankBrowsedIds,
  rankIdsByIngredients,
  loadRanked,
  rankIdsByName,
} from './recipe-search.repository'
import {
  candidateMatch,
  findPoolRows,
  findRecipeForUser,
  findUserCollectionPage,
  isCollectionKey,
  type PoolRow,
  type SafeCandidateFilter,
} from './recipes.repository'
import { resolveAudience, type Audience, mealPreferencesOf } from '../users/audience.service'
import { isAllergenId, isSensitivityId } from '@forkcast/contract/allergen-ids'

/** What a missing recipe and someone else's private one both answer. */
export const RECIPE_NOT_FOUND = 'Recipe not found'

/** A list's 'hidden' note: how many matching recipes the allergy filter left out, for what and for whom. */
export async function countHidden(
  db: Executor,
  audience: Audience,
  matching: Parameters<typeof countHiddenByAllergy>[2],
): Promise<Hidden> {
  const tally = await countHiddenByAllergy(db, audience, matching)
  const allergens = ALLERGEN_IDS.filter((id) => tally.allergens.includes(id))
  const members = audience.allergicMembers
    .filter((member) => member.allergens.some((id) => allergens.includes(id)))
    .map((member) => member.name)
  return {
    count: tally.count,
    ...(tally.more ? { more: true } : {}),
    allergens,
    members,
    scope: audience.scope,
  }
}

/** The 'hidden' note of a discovery list (recommendations, seasonal): what matched the filter but is unsafe. */
export const countHiddenCandidates = (
  db: Executor,
  audience: Audience,
  filter: Omit<SafeCandidateFilter, 'limit'>,
): Promise<Hidden> => countHidden(db, audience, candidateMatch(filter))

const NOTHING_HIDDEN: Hidden = { count: 0, allergens: [], members: [] }

/** A recipe list and what the allergy filter left out of it. */
export interface RecipeListAnswer {
  recipes: Recipe[]
  hidden: Hidden
}

const warningsFor = (
  allergens: AllergenId[],
  mayContain: AllergenId[],
  sensitivities: SensitivityId[],
  audience: RecipeAudience,
  isUnchecked: boolean,
): RecipeWarnings => ({
  // Nobody could check an unreviewed recipe, so it may hold any allergen of the audience.
  allergens: ALLERGEN_IDS.filter(
    (id) =>
      audience.blockedAllergens.includes(id) &&
      (isUnchecked || allergens.includes(id) || mayContain.includes(id)),
  ),
  sensitivities: [
    ...sensitivities.filter((id) => audience.avoidedSensitivities.includes(id)),
    ...allergens.filter((id) => audience.avoidedAllergens.includes(id)),
  ],
  members: (audience.allergicMembers ?? []).flatMap(({ name, allergens: theirs }) => {
    const held = ALLERGEN_IDS.filter(
      (id) => theirs.includes(id) && (isUnchecked || allergens.includes(id) || mayContain.includes(id)),
    )
    return held.length > 0 ? [{ name, allergens: held }] : []
  }),
})

// Reading a recipe's lines costs more than the rest of its answer, and lists show the same recipes again and
// again: explanations are remembered by language and lines (what they depend on), a few thousand recipes' worth.
const explainLines = memoizeLines((key: string): readonly AllergenReason[] => {
  const separator = key.indexOf('\u0000')
  const language = key.slice(0, separator)
  return explainRecipeAllergens(key.slice(separator + 1).split('\u0001'), {
    language: lexiconLanguageOf(language === '' ? null : language),
  })
}, 5_000)

/** The lexicon's reasons, kept to what the stored columns say so the page never contradicts the filter. */
const reasonsFor = (
  ingredients: readonly string[],
  language: string | null,
  allergens: readonly AllergenId[],
  mayContain: readonly AllergenId[],
): AllergenReason[] => {
  // Nothing stored, nothing to explain: the filter below would keep no reason.
  if (allergens.length === 0 && mayContain.length === 0) return []
  return explainLines(`${language ?? ''}\u0000${ingredients.join('\u0001')}`).filter((reason) =>
    (reason.level === 'contains' ? allergens : mayContain).includes(reason.allergen),
  )
}

/** Whether the lexicon could read the recipe, who may confirm its allergens, and what they confirmed. */
const allergenCheckOf = (recipe: RecipeListRow['recipe'], userId: number): AllergenCheck => {
  const confirmed = recipe.manualAllergens === null ? null : recipe.manualAllergens.filter(isAllergenId)
  const unchecked = recipe.allergenUncheckedLanguages
  return {
    status: confirmed !== null ? 'confirmed' : unchecked.length > 0 ? 'not-checked' : 'checked',
    uncheckedLanguages: unchecked.map((code) => ({ code, name: languageName(code) })),
    confirmedAllergens: confirmed,
    reviewedAt: recipe.allergensReviewedAt?.toISOString() ?? null,
    canReview: canReviewAllergens(recipe, userId),
  }
}

/** A private recipe's owner; for a public import, whoever imported the page. */
export const canReviewAllergens = (
  recipe: Pick<RecipeListRow['recipe'], 'ownerId' | 'importedByUserId'>,
  userId: number,
) => (recipe.ownerId === null ? recipe.importedByUserId === userId : recipe.ownerId === userId)

/** A recipe as a ranking pool needs it: content, allergens and rating, without per-viewer warnings or reasons. */
export type PoolRecipe = Pick<
  Recipe,
  | 'id'
  | 'title'
  | 'description'
  | 'foodType'
  | 'cuisine'
  | 'difficulty'
  | 'prepTimeMinutes'
  | 'cookTimeMinutes'
  | 'totalTimeMinutes'
  | 'costPerServing'
  | 'ingredients'
  | 'tags'
  | 'moods'
  | 'seasons'
  | 'nutrition'
  | 'allergens'
  | 'averageRating'
>

const toPoolRecipe = (recipe: PoolRow): PoolRecipe => ({
  id: recipe.id,
  title: recipe.title,
  description: recipe.description,
  foodType: recipe.foodType,
  cuisine: findCuisine(recipe.foodType)?.label ?? recipe.foodType,
  difficulty: RECIPE_DIFFICULTIES.find((level) => level === recipe.difficulty) ?? 'Easy',
  prepTimeMinutes: recipe.prepTimeMinutes,
  cookTimeMinutes: recipe.cookTimeMinutes,
  totalTimeMinutes: recipe.totalTimeMinutes,
  costPerServing: recipe.costPerServing,
  ingredients: recipe.ingredients,
  tags: recipe.tags,
  moods: recipe.moods,
  seasons: recipe.seasons,
  nutrition: recipe.nutrition,
  allergens: recipe.allergens.filter(isAllergenId),
  averageRating: recipe.averageRating,
})

export function toRecipe(row: RecipeListRow, audience: RecipeAudience): Recipe {
  const { recipe, isSaved, userRating } = row
  // The pool's fields are a recipe's own content; a page adds what depends on who is looking.
  const pooled = toPoolRecipe(recipe)
  const allergens = pooled.allergens
  const mayContain = recipe.mayContain.filter(isAllergenId)
  const sensitivities = recipe.sensitivities.filter(isSensitivityId)
  const isOwner = recipe.ownerId !== null && recipe.ownerId === audience.userId
  const allergenCheck = allergenCheckOf(recipe, audience.userId)
  return {
    ...pooled,
    slug: recipe.slug,
    servings: recipe.servings,
    yields: recipe.yields,
    instructions: recipe.instructions,
    notes: recipe.notes,
    imageUrl: recipe.imageUrl,
    sourceType: RECIPE_SOURCE_TYPES.find((type) => type === recipe.sourceType) ?? 'custom',
    sourceUrl: recipe.sourceUrl,
    siteName: recipe.siteName,
    author: recipe.author,
    totalRatings: recipe.totalRatings,
    mayContain,
    allergenReasons: reasonsFor(recipe.ingredients, recipe.language, allergens, mayContain),
    sensitivities,
    warnings: warningsFor(
      allergens,
      mayContain,
      sensitivities,
      audience,
      allergenCheck.status === 'not-checked',
    ),
    language: recipe.language,
    allergenCheck,
    isOwner,
    // "In the caller's collection": saved, or their own.
    isSaved: isSaved || isOwner,
    userRating,
    createdAt: recipe.createdAt.toISOString(),
    updatedAt: recipe.updatedAt.toISOString(),
  }
}

export const toRecipes = (rows: RecipeListRow[], audience: RecipeAudience) =>
  rows.map((row) => toRecipe(row, audience))

type BrowseRequest = {
  user: UserRow
  foodType?: string
  groupId?: number
  limit: number
  offset: number
  maxMinutes?: number
  difficulty?: RecipeDifficulty
  /** False lists unsafe recipes too, each with its warnings; nothing is then hidden. */
  safe?: boolean
}

/** Browse as the page asks for it: safe recipes, best first, and what the allergy filter hid. */
export async function browseRecipeList(
  ctx: AppContext,
  { user, foodType, groupId, limit, offset, maxMinutes, difficulty, safe = true }: BrowseRequest,
): Promise<RecipeListAnswer> {
  const audience = await resolveAudience(ctx, { user, groupId })
  const match = { foodType, excludedFoodTypes: audience.excludedFoodTypes, maxMinutes, difficulty }
  const rows = await browseRecipeRows(ctx.db, { audience, ...match, safe, limit, offset })
  const hidden = safe ? await countHidden(ctx.db, audience, browseMatch(match)) : NOTHING_HIDDEN
  return { recipes: rankForCookOf(user, toRecipes(rows, audience)), hidden }
}

/** One recipe shown directly: unsafe ones are returned too, with warnings naming what they contain. */
export async function getRecipe(
  ctx: AppContext,
  { user, recipeId, groupId }: { user: UserRow; recipeId: number; groupId?: number },
): Promise<Recipe> {
  const audience = await resolveAudience(ctx, { user, groupId, household: 'always' })
  const row = await findRecipeForUser(ctx.db, recipeId, user.id)
  if (!row) throw new AppError('NOT_FOUND', RECIPE_NOT_FOUND)
  return toRecipe(row, audience)
}

/** One page of the caller's collection, searched and filtered, with how many match in all. */
export async function listUserRecipes(
  ctx: AppContext,
  { user, query }: { user: UserRow; query: CollectionQuery },
): Promise<Page<Recipe>> {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, isCollectionKey)
  const audience = await resolveAudience(ctx, { user, groupId: query.groupId })
  const { rows, total } = await findUserCollectionPage(ctx.db, {
    userId: user.id,
    filter: { q: query.q, foodType: query.cuisine, source: query.source, difficulty: query.difficulty },
    after,
    limit: query.limit,
  })
  const last = rows.at(-1)
  return {
    items: toRecipes(rows, audience),
    nextCursor:
      rows.length === query.limit && last ? encodeCursor({ key: last.sortKey, id: last.recipe.id }) : null,
    total,
  }
}

export const toSearchTerms = (names: readonly string[]) => [
  ...new Set(names.map(toSearchTerm).filter((term): term is string => term !== null)),
]

/**
 * A planner's candidates for an audience resolved once: the best-rated safe recipes (as browsing lists them)
 * and the safe recipes using what is on hand (as an ingredient search finds them, one daily search). Rows are
 * returned without the allergen reasons and warnings a page shows, which the lexicon would re-read per line.
 */
export async function findRecipePool(
  ctx: AppContext,
  {
    user,
    audience,
    groupId,
    byRating,
    onHand,
    byIngredients,
    plan,
  }: {
    user: UserRow
    audience: Audience
    groupId: number
    byRating: number
    /** Ingredient names on hand; none skips the ingredient search. */
    onHand: readonly string[]
    byIngredients: number
    /** The caller's plan, already loaded by the request's access check. */
    plan?: LoadedPlan
  },
): Promise<PoolRecipe[]> {
  const excludedFoodTypes = audience.excludedFoodTypes
  const terms = toSearchTerms(splitIngredientList(onHand.join(',')))
  const searchOnHand = async () => {
    if (terms.length === 0) return []
    await consumeDailyUsage(ctx, {
      userId: user.id,
      kind: 'recipeSearches',
      groupId: groupId || undefined,
      loaded: plan,
    })
    const { ids } = await rankIdsByIngredients(ctx.db, {
      audience,
      terms,
      excludedFoodTypes,
      limit: byIngredients,
    })
    return ids
  }
  // On PostgreSQL the two reads run side by side; the embedded database takes them in turn either way.
  const [using, rated] = await Promise.all([
    searchOnHand(),
    rankBrowsedIds(ctx.db, { audience, excludedFoodTypes, limit: byRating, offset: 0 }),
  ])
  // Both lists' rows in one read of the columns the planner scores.
  const rows = new Map(
    (await findPoolRows(ctx.db, [...new Set([...using, ...rated])], user.id)).map((row) => [row.id, row]),
  )
  return [...using, ...rated].flatMap((id) => {
    const row = rows.get(id)
    return row ? [toPoolRecipe(row)] : []
  })
}

/**
 * Search as the page asks for it: name search, or ingredient search when the text holds a comma or
 * `ingredients` is given, never unsafe; with what the allergy filter hid.
 */
export async function searchRecipeList(
  ctx: AppContext,
  { user, query }: { user: UserRow; query: SearchQuery },
): Promise<RecipeListAnswer> {
  // The audience first: a group the caller is not in is a 404 before any search is counted.
  const audience = await resolveAudience(ctx, { user, groupId: query.groupId })
  const scope = {
    audience,
    foodType: query.cuisine,
    excludedFoodTypes: audience.excludedFoodTypes,
    limit: query.limit,
  }
  const text = (query.q ?? '').replace(/\s+/g, ' ').trim()
  const ingredientText = text === '' ? query.ingredients : isIngredientQuery(text) ? text : undefined
  const terms = ingredientText === undefined ? [] : toSearchTerms(splitIngredientList(ingredientText))
  // The count and the search, then the page's rows and what was hidden, go side by side: on PostgreSQL each
  // pair is one wait instead of two (a refused count still refuses the search).
  const [, ranked] = await Promise.all([
    consumeDailyUsage(ctx, { userId: user.id, kind: 'recipeSearches', groupId: query.groupId || undefined }),
    ingredientText === undefined
      ? rankIdsByName(ctx.db, { ...scope, text })
      : terms.length === 0
        ? null
        : rankIdsByIngredients(ctx.db, { ...scope, terms }),
  ])
  if (!ranked) return { recipes: [], hidden: NOTHING_HIDDEN }
  const [rows, hidden] = await Promise.all([
    loadRanked(ctx.db, ranked.ids, user.id),
    countHidden(ctx.db, audience, ranked.matching),
  ])
  const recipes = toRecipes(rows, audience)
  return { recipes: ingredientText === undefined ? recipes : rankForCookOf(user, recipes, terms), hidden }
}

/** A suggestion list in the cook's order (time and skill first, then chosen ingredients used), with reasons. */
function rankForCookOf(user: UserRow, recipes: Recipe[], ingredientTerms: readonly string[] = []): Recipe[] {
  const preferences = mealPreferencesOf(user)
  return rankForCook(recipes, {
    preferredMinutes: preferences.preferredPrepTime,
    skill: preferences.cookingSkillLevel,
    ingredientTerms,
  })
}

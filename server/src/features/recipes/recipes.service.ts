import type { FastifyBaseLogger } from 'fastify'
import { z } from 'zod'
import {
  ALLERGEN_IDS,
  SENSITIVITY_IDS,
  type AllergenId,
  type SensitivityId,
} from '@forkcast/contract/allergens'
import { allergensOfList, sensitivityTriggersOfList } from '@forkcast/contract/allergen-lists'
import { explainRecipeAllergens } from '@forkcast/contract/allergen-lexicon'
import { findCuisine } from '@forkcast/contract/cuisines'
import { languageName } from '@forkcast/contract/recipe-language'
import { DIFFICULTIES_FOR_SKILL } from '@forkcast/contract/discovery.constants'
import type { ErrorIssue } from '@forkcast/contract/errors'
import {
  COOKING_SKILL_LEVELS,
  DEFAULT_COOKING_SKILL_LEVEL,
  DEFAULT_PREP_TIME,
  type CookingSkillLevel,
} from '@forkcast/contract/users.constants'
import {
  GENERAL_FOOD_TYPE,
  RECIPE_DIFFICULTIES,
  RECIPE_SOURCE_TYPES,
  RecipeInputSchema,
  SaveByIdSchema,
  isIngredientQuery,
  splitIngredientList,
  type Recipe,
  type RecipeDifficulty,
  type RecipeInput,
  type AllergenCheck,
  type AllergenReason,
  type GroupAllergies,
  type Hidden,
  type CollectionQuery,
  type RecipeWarnings,
  type SearchQuery,
} from '@forkcast/contract/recipes.schemas'
import type { Executor } from '../../db/client'
import type { AppContext } from '../../lib/app-context'
import { summarizeIssues, toHumanIssue } from '../../lib/human-issues'
import { AppError } from '../../lib/app-error'
import { assertRoomForRecipes } from '../../lib/user-caps'
import { decodeCursor, encodeCursor } from '../../lib/page-cursor'
import type { Page } from '@forkcast/contract/common.schemas'
import { findAvoidanceProfiles, type UserRow } from '../users/users.repository'
import { householdMemberIdsOf, memberIdsOf } from '../groups/groups.repository'
import { GROUP_NOT_FOUND } from '../groups/groups.service'
import { consumeDailyUsage, type LoadedPlan } from '../subscriptions/subscriptions.service'
import { forgetImage } from '../images/images.service'
import { decidedRecently } from '../voting/voting.service'
import { createLlmClient } from '../../providers/llm/chat-completions'
import {
  RECIPE_DERIVATION_VERSION,
  deriveAllergens,
  lexiconLanguageOf,
  memoizeLines,
  prepareRecipeRow,
  toSearchTerm,
  type NewRecipeRow,
  type RecipeContent,
} from '../../lib/recipe-derivation'
import { generateRecipesWithModel, type GenerationRequest } from './recipe-generation'
import { rankForCook, withMatchReasons } from './recipe-ranking'
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
  findLatestSuggestionBatch,
  insertSuggestionHistory,
  pruneSuggestionHistory,
  rankSuggestions,
  findShareableRecipes,
} from './recipe-suggestions.repository'
import {
  candidateMatch,
  deleteRecipe,
  deleteSavedRecipe,
  findOwnedRecipeByHash,
  findPoolRows,
  findRecipeForUser,
  findRecipeOwner,
  findSafeRecipeCandidates,
  findUserCollectionPage,
  isCollectionKey,
  insertRecipe,
  insertSavedRecipe,
  lockRecipe,
  lockRecipeForReview,
  refreshRatingSummary,
  updateRecipe,
  updateReviewedAllergens,
  upsertRating,
  type PoolRow,
  type SafeCandidateFilter,
} from './recipes.repository'

export { formatMinutes, totalMinutesOf } from './recipe-ranking'

const RECIPE_NOT_FOUND = 'Recipe not found'
/** "Not shown in the last few requests": this many of the user's latest suggestion batches. */
export const RECENT_SUGGESTION_BATCHES = 3
// Older batches are deleted; the recommender only ever looks at the recent ones.
const KEPT_SUGGESTION_BATCHES = 20
const MAX_ON_HAND_TERMS = 40

/**
 * Whose needs a list answers: a decision's group; outside a decision, by default, everyone in the caller's
 * groups ('household', allergies only); or the caller alone ('me': "Just for me", or no group at all).
 */
export type AudienceScope = 'group' | 'household' | 'me'

/** The caller plus, with a group, every member: what results must leave out or rank lower. */
export interface Audience extends RecipeAudience {
  excludedFoodTypes: string[]
  /** Who is allergic to what, by display name: what a 'recipes hidden' note names. */
  allergicMembers: Array<{ name: string; allergens: AllergenId[] }>
  scope: AudienceScope
}

const ALLERGEN_SET = new Set<string>(ALLERGEN_IDS)
const SENSITIVITY_SET = new Set<string>(SENSITIVITY_IDS)
const isAllergenId = (value: string): value is AllergenId => ALLERGEN_SET.has(value)
const isSensitivityId = (value: string): value is SensitivityId => SENSITIVITY_SET.has(value)

/**
 * Resolves the audience; a group the caller does not belong to is a 404. Without a group, the household's
 * allergies count too unless the caller chose "Just for me" (`household: 'always'` ignores that choice, for
 * warnings). Other members' cuisines and sensitivities only shape a decision, never the caller's own lists.
 */
export async function resolveAudience(
  ctx: AppContext,
  {
    user,
    groupId,
    household = 'default',
  }: { user: UserRow; groupId?: number; household?: 'default' | 'always' },
): Promise<Audience> {
  // Members and their profiles in one read; for a group it is also the membership check.
  if (groupId) {
    const profiles = await findAvoidanceProfiles(ctx.db, memberIdsOf(ctx.db, groupId))
    if (!profiles.some((profile) => profile.userId === user.id)) {
      throw new AppError('NOT_FOUND', GROUP_NOT_FOUND)
    }
    return audienceOfProfiles(user.id, profiles, 'group')
  }
  if (household === 'always' || user.safetyScope !== 'me') {
    const profiles = await findAvoidanceProfiles(ctx.db, householdMemberIdsOf(ctx.db, user.id), user.id)
    return audienceOfProfiles(user.id, profiles, profiles.length > 1 ? 'household' : 'me')
  }
  return audienceOfProfiles(user.id, await findAvoidanceProfiles(ctx.db, [user.id]), 'me')
}

type AvoidanceProfile = Awaited<ReturnType<typeof findAvoidanceProfiles>>[number]

/**
 * The audience of these people: everyone's allergies block; sensitivities and excluded cuisines count for a
 * decision's voters (group scope) and for the caller, never for the rest of a household.
 */
export function audienceOfProfiles(
  userId: number,
  profiles: readonly AvoidanceProfile[],
  scope: AudienceScope,
): Audience {
  const blocked = new Set<AllergenId>()
  const sensitivities = new Set<SensitivityId>()
  const preferenceAllergens = new Set<AllergenId>()
  const excluded = new Set<string>()
  const allergicMembers: Audience['allergicMembers'] = []
  for (const profile of profiles) {
    const allergens = allergensOfList(profile.allergies)
    if (allergens.length > 0) allergicMembers.push({ name: profile.firstName, allergens })
    for (const id of allergens) blocked.add(id)
    if (scope === 'household' && profile.userId !== userId) continue
    const triggers = sensitivityTriggersOfList(profile.sensitivities)
    for (const id of triggers.sensitivities) sensitivities.add(id)
    for (const id of triggers.allergens) preferenceAllergens.add(id)
    for (const id of profile.excludedFoodTypes) excluded.add(id)
  }
  return {
    userId,
    blockedAllergens: ALLERGEN_IDS.filter((id) => blocked.has(id)),
    avoidedSensitivities: SENSITIVITY_IDS.filter((id) => sensitivities.has(id)),
    avoidedAllergens: ALLERGEN_IDS.filter((id) => preferenceAllergens.has(id) && !blocked.has(id)),
    excludedFoodTypes: [...excluded],
    allergicMembers,
    scope,
  }
}

/** Who is allergic to what in the audience, by display name; a group the caller is not in is a 404. */
export async function listGroupAllergies(
  ctx: AppContext,
  { user, groupId }: { user: UserRow; groupId?: number },
): Promise<GroupAllergies> {
  const audience = await resolveAudience(ctx, { user, groupId })
  return { members: audience.allergicMembers }
}

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
const canReviewAllergens = (
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

const toRecipes = (rows: RecipeListRow[], audience: RecipeAudience) =>
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

/** How far each difficulty is from a cook's skill: what the recommender subtracts. */
export const DIFFICULTY_PENALTY: Record<CookingSkillLevel, Record<'Easy' | 'Medium' | 'Hard', number>> = {
  beginner: { Easy: 0, Medium: 1, Hard: 2.5 },
  intermediate: { Easy: 0.2, Medium: 0, Hard: 1 },
  advanced: { Easy: 0.5, Medium: 0.2, Hard: 0 },
}

const MealPreferencesSchema = z.object({
  cookingSkillLevel: z.enum(COOKING_SKILL_LEVELS).catch(DEFAULT_COOKING_SKILL_LEVEL),
  preferredPrepTime: z.number().int().positive().catch(DEFAULT_PREP_TIME),
  fridgeInventory: z.array(z.string()).catch([]),
})

/** Skill, usual prep time and fridge inventory, with the spec's defaults for anything unset. */
/**
 * The cook's skill, usual prep time and fridge, from the signed-in user's row (the session cache holds it and
 * forgets it on every change of the row, decision 027): no read of its own.
 */
export const mealPreferencesOf = (
  user: Pick<UserRow, 'cookingSkillLevel' | 'preferredPrepTime' | 'fridgeInventory'>,
) =>
  MealPreferencesSchema.parse({
    cookingSkillLevel: user.cookingSkillLevel,
    preferredPrepTime: user.preferredPrepTime,
    fridgeInventory: user.fridgeInventory,
  })

/** A suggestion list in the cook's order (time and skill first, then chosen ingredients used), with reasons. */
function rankForCookOf(user: UserRow, recipes: Recipe[], ingredientTerms: readonly string[] = []): Recipe[] {
  const preferences = mealPreferencesOf(user)
  return rankForCook(recipes, {
    preferredMinutes: preferences.preferredPrepTime,
    skill: preferences.cookingSkillLevel,
    ingredientTerms,
  })
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
  const llm = createLlmClient(ctx.config)
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

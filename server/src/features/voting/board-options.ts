import { and, eq, inArray, sql } from 'drizzle-orm'
import { ALLERGENS, type AllergenId } from '@forkcast/contract/allergens'
import { getCuisine, getCuisineImagePath, type CuisineId } from '@forkcast/contract/cuisines'
import { DIFFICULTIES_FOR_SKILL } from '@forkcast/contract/discovery.constants'
import type { Recipe } from '@forkcast/contract/recipes.schemas'
import type { Restaurant } from '@forkcast/contract/restaurants.schemas'
import { COOKING_SKILL_LEVELS, type CookingSkillLevel } from '@forkcast/contract/users.constants'
import {
  OPENING_BOARD_OPTIONS,
  type FoodOption,
  type OptionCandidate,
} from '@forkcast/contract/voting.schemas'
import type { Executor } from '../../db/client'
import { boardGuests, groupMembers, users, type eliminationSessions } from '../../db/schema'
import { listIngredientTerms, normalizeIngredientName } from '../../lib/recipe-derivation'
import { audienceOfProfiles, type Audience } from '../users/audience.service'
import { findShareableRecipesFor, rankBoardRecipes } from '../recipes/recipe-suggestions.service'
import { formatMinutes, totalMinutesOf } from '@forkcast/contract/recipe-time'
import { toSearchTerms } from '../recipes/recipe-lists.service'

/** Who votes on a board: its members (or its solo owner) and the guests of its round, with what they avoid and cook. */
export interface BoardVoters {
  audience: Audience
  /** The cook the list is ranked for: the family's usual time, its most practised skill, what is on hand. */
  preferredMinutes: number
  skill: CookingSkillLevel
  onHandTerms: string[]
}

const MAX_ON_HAND_TERMS = 40

type SessionRow = typeof eliminationSessions.$inferSelect

/** The user ids voting on a board's current round: members (or the solo owner) and unexpired guests. */
export async function findBoardVoterIds(
  db: Executor,
  board: Pick<SessionRow, 'id' | 'groupId' | 'soloUserId' | 'round'>,
): Promise<number[]> {
  const members =
    board.groupId === null
      ? [board.soloUserId ?? -1]
      : (
          await db
            .select({ userId: groupMembers.userId })
            .from(groupMembers)
            .where(eq(groupMembers.groupId, board.groupId))
        ).map((row) => row.userId)
  const guests = await findRoundGuestIds(db, board)
  return [...new Set([...members, ...guests])]
}

const findRoundGuestIds = async (db: Executor, board: Pick<SessionRow, 'id' | 'round'>) =>
  (
    await db
      .select({ userId: boardGuests.userId })
      .from(boardGuests)
      .where(
        and(
          eq(boardGuests.sessionId, board.id),
          eq(boardGuests.round, board.round),
          sql`${boardGuests.expiresAt} > now()`,
        ),
      )
  ).map((row) => row.userId)

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 30
}

/** Everyone's allergies block, everyone's sensitivities and excluded cuisines rank lower (a decision's rules). */
export async function resolveBoardVoters(
  db: Executor,
  starterId: number,
  voterIds: number[],
): Promise<BoardVoters> {
  const ids = [...new Set([starterId, ...voterIds])]
  const rows = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      allergies: users.allergies,
      sensitivities: users.sensitivities,
      excludedFoodTypes: users.excludedFoodTypes,
      isGuest: users.isGuest,
      skill: users.cookingSkillLevel,
      preferredPrepTime: users.preferredPrepTime,
      fridgeInventory: users.fridgeInventory,
    })
    .from(users)
    .where(inArray(users.id, ids))
  const cooks = rows.filter((row) => !row.isGuest)
  // Somebody in the family cooks tonight: the list may ask as much as its most practised cook can do.
  const skill =
    COOKING_SKILL_LEVELS.findLast((level) => cooks.some((row) => row.skill === level)) ?? 'beginner'
  return {
    audience: audienceOfProfiles(starterId, rows, 'group'),
    preferredMinutes: median(cooks.map((row) => row.preferredPrepTime)),
    skill,
    onHandTerms: toSearchTerms(cooks.flatMap((row) => row.fridgeInventory)).slice(0, MAX_ON_HAND_TERMS),
  }
}

const listWords = (words: string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`

/** Why a recipe is on the board, as a card says it: '25 min · uses rice you have'. */
function describeBoardRecipe(recipe: Recipe, voters: BoardVoters): string {
  const minutes = totalMinutesOf(recipe)
  const parts = [minutes === null ? 'Time not given' : formatMinutes(minutes)]
  const terms = new Set(listIngredientTerms(recipe.ingredients.map(normalizeIngredientName)))
  const used = voters.onHandTerms.filter((term) => terms.has(term))
  if (used.length > 0) {
    const named = used.length > 3 ? [...used.slice(0, 2), `${used.length - 2} more`] : used
    parts.push(`uses ${listWords(named)} you have`)
  }
  if (minutes !== null && minutes <= voters.preferredMinutes) parts.push('fits your usual time')
  if (!DIFFICULTIES_FOR_SKILL[voters.skill].includes(recipe.difficulty)) parts.push(`${recipe.difficulty}`)
  return parts.join(' · ')
}

const recipeOptionId = (recipeId: number) => `recipe-${recipeId}`
const placeOptionId = (placeId: string) => `place-${placeId}`

/** A recipe as a card: its photo, or its cuisine's illustration. */
export function recipeOption(recipe: Recipe, voters: BoardVoters): FoodOption {
  const cuisine = getCuisine(recipe.foodType)
  return {
    id: recipeOptionId(recipe.id),
    label: recipe.title,
    description: recipe.description ?? '',
    tags: [cuisine?.label ?? recipe.cuisine, recipe.difficulty].filter((tag): tag is string => Boolean(tag)),
    image: recipe.imageUrl ?? (cuisine ? getCuisineImagePath(cuisine.id as CuisineId, 1) : null),
    recipe: {
      recipeId: recipe.id,
      cuisine: cuisine?.label ?? null,
      totalMinutes: totalMinutesOf(recipe),
      difficulty: recipe.difficulty,
      reason: describeBoardRecipe(recipe, voters),
    },
  }
}

const PRICE_SIGNS = ['Free', '$', '$$', '$$$', '$$$$'] as const

/** A restaurant as a card, with the reasons the search gave it. */
export function placeOption(restaurant: Restaurant): FoodOption {
  return {
    id: placeOptionId(restaurant.placeId),
    label: restaurant.name,
    description: restaurant.address ?? '',
    tags: [
      restaurant.cuisine,
      restaurant.priceLevel === null ? null : PRICE_SIGNS[restaurant.priceLevel],
      restaurant.rating === null ? null : `★ ${restaurant.rating.toFixed(1)}`,
    ].filter((tag): tag is string => Boolean(tag)),
    image: restaurant.photos[0] ?? null,
    place: {
      placeId: restaurant.placeId,
      address: restaurant.address,
      cuisine: restaurant.cuisine,
      distance: restaurant.distance,
      distanceUnit: restaurant.distanceUnit,
      priceLevel: restaurant.priceLevel,
      rating: restaurant.rating,
      openNow: restaurant.openNow,
      phoneNumber: restaurant.phoneNumber,
      website: restaurant.website,
      latitude: restaurant.latitude,
      longitude: restaurant.longitude,
      matchReasons: restaurant.matchReasons,
    },
  }
}

/** The opening recipes of a cooking board: safe for every voter, ranked for the family's cook. */
export async function buildRecipeOptions(
  db: Executor,
  {
    voters,
    cuisineId,
    groupId,
    seed,
  }: { voters: BoardVoters; cuisineId: string | null; groupId: number | null; seed: number },
): Promise<FoodOption[]> {
  const ranked = await rankBoardRecipes(db, {
    audience: voters.audience,
    cuisineId,
    groupId,
    skill: voters.skill,
    preferredMinutes: voters.preferredMinutes,
    onHandTerms: voters.onHandTerms,
    seed,
    count: OPENING_BOARD_OPTIONS,
  })
  return ranked.map((recipe) => recipeOption(recipe, voters))
}

// The short name ('crustaceans'), without the examples the label lists in brackets for pickers.
const allergenLabel = (id: AllergenId) =>
  (ALLERGENS.find((entry) => entry.id === id)?.label ?? id).replace(/\s*\(.*\)\s*$/, '').toLowerCase()

/** Why a recipe cannot go on a board ('Has shellfish, and Grandma is allergic to it'); null when it can. */
export function unsafeReason(recipe: Recipe): string | null {
  if (recipe.warnings.allergens.length === 0) return null
  if (recipe.allergenCheck?.status === 'not-checked')
    return 'Nobody has checked its allergens yet, and someone voting has an allergy.'
  const byAllergen = recipe.warnings.allergens.map((allergen) => {
    const names = recipe.warnings.members
      .filter((member) => member.allergens.includes(allergen))
      .map((m) => m.name)
    const who =
      names.length === 0 ? 'someone voting is' : `${listWords(names)} ${names.length > 1 ? 'are' : 'is'}`
    return `${allergenLabel(allergen)} (${who} allergic)`
  })
  return `Has ${listWords(byAllergen)}.`
}

const CANDIDATE_LIMIT = 20

/** Recipes a member could add by name, safe or not (an unsafe one says why), among those every voter can open. */
export async function findRecipeCandidates(
  db: Executor,
  {
    voters,
    query,
    cuisineId,
    groupId,
    onBoard,
  }: {
    voters: BoardVoters
    query: string
    cuisineId: string | null
    groupId: number | null
    onBoard: Set<string>
  },
): Promise<OptionCandidate[]> {
  const found = await findShareableRecipesFor(db, voters.audience, {
    groupId,
    foodType: cuisineId ?? undefined,
    titleContains: query.trim() || undefined,
    limit: CANDIDATE_LIMIT,
  })
  return found.map((recipe) => {
    const option = recipeOption(recipe, voters)
    return { option, blockedReason: unsafeReason(recipe), isOnBoard: onBoard.has(option.id) }
  })
}

/** One recipe as it would go on the board, or null when not every voter could open it. */
export async function findRecipeForBoard(
  db: Executor,
  { voters, recipeId, groupId }: { voters: BoardVoters; recipeId: number; groupId: number | null },
): Promise<Recipe | null> {
  const [recipe] = await findShareableRecipesFor(db, voters.audience, {
    groupId,
    recipeIds: [recipeId],
    limit: 1,
  })
  return recipe ?? null
}

/** The recipe options of a board that are unsafe for these voters (a guest who just joined): to be taken off. */
export async function findUnsafeRecipeOptions(
  db: Executor,
  { voters, options, groupId }: { voters: BoardVoters; options: FoodOption[]; groupId: number | null },
): Promise<string[]> {
  const ids = options.flatMap((option) => (option.recipe ? [option.recipe.recipeId] : []))
  if (ids.length === 0) return []
  const found = await findShareableRecipesFor(db, voters.audience, {
    groupId,
    recipeIds: ids,
    limit: ids.length,
  })
  const unsafe = new Set(found.filter((recipe) => unsafeReason(recipe) !== null).map((recipe) => recipe.id))
  // A recipe deleted since the board opened is left as it was: its card still reads what it said.
  return options
    .filter((option) => option.recipe && unsafe.has(option.recipe.recipeId))
    .map((option) => option.id)
}

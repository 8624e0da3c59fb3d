import { calendarDayIn } from '@forkcast/contract/calendar'
import {
  MAX_RECOMMENDATIONS,
  type SmartRecommendation,
  type SmartRecommendationRequest,
} from '@forkcast/contract/planning.schemas'
import type { AppContext } from '../../lib/app-context'
import type { Translate } from '../../lib/translate'
import type { UserRow } from '../users/users.repository'
import { findRecipePool } from '../recipes/recipe-lists.service'
import { mealPreferencesOf, resolveAudience } from '../users/audience.service'
import { assertTierAllows } from './planning-access'
import { rankRecommendations, type MealSlot, type PlannerRequest } from './smart-scoring'

// The planner scores the best-rated safe recipes plus those using what is on hand: enough for variety,
// small enough to load and score in a few milliseconds whatever the catalog's size.
const POOL_BY_RATING = 80
const POOL_BY_INGREDIENTS = 20
// The ingredient search costs one indexed query per subset of terms: past three terms it grows quickly, so the
// pool is drawn with the first three and every ingredient on hand still counts in the score.
const MAX_POOL_TERMS = 3

/**
 * Candidates come through the recipes feature's own safe queries (members' allergens never leave the database),
 * then the planner's pure scoring ranks them and re-checks allergens and excluded cuisines.
 */
export async function recommendMeals(
  ctx: AppContext,
  {
    user,
    request,
    now = new Date(),
    feature = 'smartPlanner',
    slot = 'main',
    translate,
  }: {
    user: UserRow
    request: SmartRecommendationRequest
    now?: Date
    feature?: 'smartPlanner' | 'weeklyPlans'
    /** The smart planner always plans a main meal; a weekly plan's snack slot takes anything. */
    slot?: MealSlot
    /** The reader's language for the reasons (decision 056); left out, English. */
    translate?: Translate
  },
): Promise<SmartRecommendation[]> {
  const { groupId } = request
  // One audience for the whole request, and its read is the membership check (a stranger's group is a 404
  // before any plan is asked about), so the gate only checks the plan.
  const audience = await resolveAudience(ctx, { user, groupId })
  const plan = await assertTierAllows(ctx, { userId: user.id, groupId, feature })
  const preferences = mealPreferencesOf(user)
  const pool = await findRecipePool(ctx, {
    user,
    audience,
    groupId,
    byRating: POOL_BY_RATING,
    onHand: poolTerms(request.availableIngredients),
    byIngredients: POOL_BY_INGREDIENTS,
    plan,
  })
  const plannerRequest: PlannerRequest = { ...request, slot }
  return rankRecommendations(
    pool,
    plannerRequest,
    {
      skillLevel: preferences.cookingSkillLevel,
      blockedAllergens: audience.blockedAllergens,
      excludedFoodTypes: audience.excludedFoodTypes,
      // The caller's calendar day: the planner's answer changes once a day, where they live.
      day: calendarDayIn(now, user.timezone),
      latitude: user.latitude,
      translate,
    },
    MAX_RECOMMENDATIONS,
  )
}

/** The ingredients on hand the pool is drawn with: the first few of two letters or more. */
const poolTerms = (ingredients: readonly string[]) =>
  ingredients.filter((item) => item.trim().length >= 2).slice(0, MAX_POOL_TERMS)

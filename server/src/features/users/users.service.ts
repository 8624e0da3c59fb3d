import { normalizeAllergyList, normalizeSensitivityList } from '@forkcast/contract/allergens'
import { EXCLUDABLE_CUISINE_IDS } from '@forkcast/contract/cuisines'
import {
  DIETARY_GOAL_IDS,
  HEALTH_PREFERENCE_IDS,
  MEAL_DIETARY_GOAL_IDS,
  ONBOARDING_CUISINE_IDS,
  ONBOARDING_V1_DIETARY_GOAL_IDS,
  ONBOARDING_V2_DIETARY_GOAL_IDS,
  normalizeFridgeInventory,
  orderByVocabulary,
  type Allergies,
  type FoodPreferences,
  type Location,
  type MealPreferences,
  type OnboardingAnswers,
  type OnboardingPreferences,
  type SafetyScope,
  type UnitSystemInput,
  type LanguageChoice,
  type User,
} from '@forkcast/contract/users.schemas'
import type { AppContext } from '../../lib/app-context'
import { AppError } from '../../lib/app-error'
import { findUserById, updateUser, type NewUserRow, type UserRow } from './users.repository'
import { carryDailyUsageToZone } from '../subscriptions/subscriptions.service'
import { listGroups } from '../groups/groups.service'
import { dueOnboardingSteps } from './onboarding-steps'

/** The user as the API shows it to themselves: never the password hash. */
export async function getCurrentUser(ctx: AppContext, row: UserRow): Promise<User> {
  const familyGroups = await listGroups(ctx, row.id)
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    profileImageUrl: row.profileImageUrl,
    timezone: row.timezone,
    lastPreferencesReset: row.lastPreferencesReset,
    onboardingCompleted: row.onboardingCompleted,
    needsOnboarding: row.needsOnboarding,
    onboardingSteps: dueOnboardingSteps(row, familyGroups.length > 0),
    excludedFoodTypes: row.excludedFoodTypes,
    allergies: row.allergies,
    sensitivities: row.sensitivities,
    cookingSkillLevel: row.cookingSkillLevel,
    preferredPrepTime: row.preferredPrepTime,
    dietaryGoals: row.dietaryGoals,
    healthPreferences: row.healthPreferences,
    fridgeInventory: row.fridgeInventory,
    cuisinePreferences: row.cuisinePreferences,
    locationEnabled: row.locationEnabled,
    latitude: row.latitude,
    longitude: row.longitude,
    familyGroups,
    safetyScope: row.safetyScope,
    unitSystem: row.unitSystem,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
  }
}

export async function setTimezone(
  ctx: AppContext,
  { userId, timezone }: { userId: number; timezone: string },
) {
  await ctx.db.transaction(async (tx) => {
    const before = await findUserById(tx, userId)
    if (!before) throw new AppError('UNAUTHORIZED', 'Please sign in to continue')
    await updateUser(tx, userId, { timezone })
    // A zone whose date is already tomorrow must not hand out a second day of searches.
    await carryDailyUsageToZone(ctx, tx, { userId, from: before.timezone, to: timezone })
  })
}

/** The "Just for me" switch: lists outside a decision respect the household's allergies, or the user's alone. */
export async function setSafetyScope(
  ctx: AppContext,
  { userId, scope }: { userId: number; scope: SafetyScope },
) {
  return updateProfile(ctx, userId, { safetyScope: scope })
}

/** The US / Metric switch: how recipe amounts are shown to this person on every device. */
export const setUnitSystem = (
  ctx: AppContext,
  { userId, unitSystem }: { userId: number } & UnitSystemInput,
) => updateProfile(ctx, userId, { unitSystem })

/** The language switch in settings, and the browser's language the first time a person signs in. */
export const setLanguage = (ctx: AppContext, { userId, language }: { userId: number } & LanguageChoice) =>
  updateProfile(ctx, userId, { language })

type ProfileChanges = Partial<Omit<NewUserRow, 'id' | 'email' | 'passwordHash' | 'createdAt'>>

async function updateProfile(ctx: AppContext, userId: number, changes: ProfileChanges): Promise<User> {
  const row = await updateUser(ctx.db, userId, changes)
  // The session outlived its account (deleted between the auth check and this write).
  if (!row) throw new AppError('UNAUTHORIZED', 'Please sign in to continue')
  return getCurrentUser(ctx, row)
}

/**
 * Each screen offers only some dietary goals; it replaces those and keeps the rest, so a goal chosen in
 * a wizard is not lost when the meal preferences page (which does not show it) is saved.
 */
export function replaceOfferedGoals(
  stored: readonly string[],
  chosen: readonly string[],
  offered: readonly string[],
): string[] {
  const kept = stored.filter((goal) => !offered.includes(goal))
  return orderByVocabulary([...kept, ...chosen], DIETARY_GOAL_IDS)
}

export const updateFoodPreferences = (
  ctx: AppContext,
  { userId, excludedFoodTypes, cuisinePreferences }: { userId: number } & FoodPreferences,
) =>
  updateProfile(ctx, userId, {
    excludedFoodTypes: orderByVocabulary(excludedFoodTypes, EXCLUDABLE_CUISINE_IDS),
    cuisinePreferences: cuisinePreferences && orderByVocabulary(cuisinePreferences, ONBOARDING_CUISINE_IDS),
  })

/** The meal page's goals, plus (when sent) the other goals it shows, which replace the stored ones. */
function buildMealPageGoals(stored: readonly string[], changes: MealPreferences): string[] | undefined {
  const { dietaryGoals, otherDietaryGoals } = changes
  if (!dietaryGoals && !otherDietaryGoals) return undefined
  const goals = dietaryGoals ? replaceOfferedGoals(stored, dietaryGoals, MEAL_DIETARY_GOAL_IDS) : [...stored]
  if (!otherDietaryGoals) return goals
  const isMealGoal = (goal: string) => (MEAL_DIETARY_GOAL_IDS as readonly string[]).includes(goal)
  return orderByVocabulary(
    [...goals.filter(isMealGoal), ...otherDietaryGoals.filter((goal) => !isMealGoal(goal))],
    DIETARY_GOAL_IDS,
  )
}

export const updateAllergies = (
  ctx: AppContext,
  { userId, allergies, sensitivities }: { userId: number } & Allergies,
) =>
  updateProfile(ctx, userId, {
    allergies: normalizeAllergyList(allergies),
    sensitivities: normalizeSensitivityList(sensitivities),
  })

export const updateMealPreferences = (
  ctx: AppContext,
  { user, changes }: { user: UserRow; changes: MealPreferences },
) =>
  updateProfile(ctx, user.id, {
    cookingSkillLevel: changes.cookingSkillLevel,
    preferredPrepTime: changes.preferredPrepTime,
    dietaryGoals: buildMealPageGoals(user.dietaryGoals, changes),
    healthPreferences:
      changes.healthPreferences && orderByVocabulary(changes.healthPreferences, HEALTH_PREFERENCE_IDS),
    fridgeInventory: changes.fridgeInventory && normalizeFridgeInventory(changes.fridgeInventory),
  })

// Without location there is no position worth keeping.
const buildLocationChanges = (isEnabled: boolean): ProfileChanges =>
  isEnabled ? { locationEnabled: true } : { locationEnabled: false, latitude: null, longitude: null }

/** Wizard 1: stores the answers and lets the user through to the app. */
export const completePreferencesOnboarding = (
  ctx: AppContext,
  { user, preferences }: { user: UserRow; preferences: OnboardingPreferences },
) =>
  updateProfile(ctx, user.id, {
    cookingSkillLevel: preferences.cookingSkillLevel,
    preferredPrepTime: preferences.preferredPrepTime,
    allergies: normalizeAllergyList(preferences.allergies),
    sensitivities: normalizeSensitivityList(preferences.sensitivities),
    healthPreferences: orderByVocabulary(preferences.healthyPreferences, HEALTH_PREFERENCE_IDS),
    dietaryGoals: replaceOfferedGoals(
      user.dietaryGoals,
      preferences.dietaryGoals,
      ONBOARDING_V1_DIETARY_GOAL_IDS,
    ),
    needsOnboarding: false,
  })

/** Wizard 2: stores the answers; declining location forgets any stored position. */
export const saveOnboardingAnswers = (
  ctx: AppContext,
  { user, answers }: { user: UserRow; answers: OnboardingAnswers },
) =>
  updateProfile(ctx, user.id, {
    cuisinePreferences: orderByVocabulary(answers.cuisinePreferences, ONBOARDING_CUISINE_IDS),
    dietaryGoals: replaceOfferedGoals(
      user.dietaryGoals,
      answers.dietaryGoals,
      ONBOARDING_V2_DIETARY_GOAL_IDS,
    ),
    allergies: normalizeAllergyList(answers.allergies),
    sensitivities: normalizeSensitivityList(answers.sensitivities),
    ...(answers.locationEnabled === undefined ? {} : buildLocationChanges(answers.locationEnabled)),
    onboardingCompleted: true,
  })

export const completeOnboarding = (ctx: AppContext, { userId }: { userId: number }) =>
  updateProfile(ctx, userId, { onboardingCompleted: true })

export const setLocation = (
  ctx: AppContext,
  { userId, latitude, longitude }: { userId: number } & Location,
) => updateProfile(ctx, userId, { latitude, longitude, locationEnabled: true })

export const clearLocation = (ctx: AppContext, { userId }: { userId: number }) =>
  updateProfile(ctx, userId, buildLocationChanges(false))

import { normalizeAllergyList, normalizeSensitivityList } from '@forkcast/contract/allergens'
import { EXCLUDABLE_CUISINE_IDS } from '@forkcast/contract/cuisines'
import {
  HEALTH_PREFERENCE_IDS,
  MEAL_DIETARY_GOAL_IDS,
  ONBOARDING_CUISINE_IDS,
  orderByVocabulary,
  type Onboarding,
  type OnboardingGroup,
  type OnboardingStep,
  type User,
} from '@forkcast/contract/users.schemas'
import type { Executor } from '../../db/client'
import type { AppContext } from '../../lib/app-context'
import { AppError } from '../../lib/app-error'
import { lockUserById, updateUser, type NewUserRow, type UserRow } from './users.repository'
import { countGroupsOfUser } from '../membership/membership.repository'
import { createGroupIn, enforceJoinRateLimits, joinGroupIn } from '../groups/groups.service'
import { dueOnboardingSteps } from './onboarding-steps'
import { getCurrentUser, replaceOfferedGoals } from './users.service'

type ProfileChanges = Partial<Omit<NewUserRow, 'id' | 'email' | 'passwordHash' | 'createdAt'>>

/** The profile columns a due step writes; an answer left out keeps what is stored (a new account's defaults). */
function buildAnswerChanges(user: UserRow, due: ReadonlySet<OnboardingStep>, answers: Onboarding) {
  const changes: ProfileChanges = {}
  if (due.has('cuisines')) {
    if (answers.excludedFoodTypes)
      changes.excludedFoodTypes = orderByVocabulary(answers.excludedFoodTypes, EXCLUDABLE_CUISINE_IDS)
    if (answers.cuisinePreferences)
      changes.cuisinePreferences = orderByVocabulary(answers.cuisinePreferences, ONBOARDING_CUISINE_IDS)
  }
  if (due.has('allergies')) {
    if (answers.allergies) changes.allergies = normalizeAllergyList(answers.allergies)
    if (answers.sensitivities) changes.sensitivities = normalizeSensitivityList(answers.sensitivities)
  }
  if (due.has('cooking')) {
    if (answers.cookingSkillLevel) changes.cookingSkillLevel = answers.cookingSkillLevel
    if (answers.preferredPrepTime) changes.preferredPrepTime = answers.preferredPrepTime
  }
  if (due.has('goals') && answers.dietaryGoals) {
    // Goals come from the meal preferences list; any other goal stored earlier stays.
    changes.dietaryGoals = replaceOfferedGoals(user.dietaryGoals, answers.dietaryGoals, MEAL_DIETARY_GOAL_IDS)
  }
  if (due.has('goals') && answers.healthPreferences) {
    changes.healthPreferences = orderByVocabulary(answers.healthPreferences, HEALTH_PREFERENCE_IDS)
  }
  return changes
}

/** A code nobody uses, or a full group, is a problem with the field the person typed it in. */
async function applyGroupAnswer(ctx: AppContext, tx: Executor, userId: number, group: OnboardingGroup) {
  if (group.action === 'create') {
    await createGroupIn(ctx, tx, { userId, name: group.name })
    return
  }
  if (group.action !== 'join') return
  try {
    await joinGroupIn(ctx, tx, { userId, inviteCode: group.inviteCode })
  } catch (error) {
    if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'CONFLICT')) {
      throw new AppError('VALIDATION_ERROR', error.message, {
        issues: [{ path: 'group.inviteCode', message: error.message }],
      })
    }
    throw error
  }
}

/**
 * `POST /api/user/onboarding`: writes every due step's answers, the group and both completion flags in one
 * transaction, so a failed join leaves nothing half-saved. Answers to steps that are not due are ignored, so
 * a repeated call (a retry after a lost answer) changes nothing and makes no second group.
 */
export async function finishOnboarding(
  ctx: AppContext,
  { userId, answers, ip }: { userId: number; answers: Onboarding; ip: string },
): Promise<User> {
  if (answers.group?.action === 'join') await enforceJoinRateLimits(ctx, { userId, ip })
  const row = await ctx.db.transaction(async (tx) => {
    const user = await lockUserById(tx, userId)
    // The session outlived its account (deleted between the auth check and this write).
    if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue')
    const due = new Set(dueOnboardingSteps(user, (await countGroupsOfUser(tx, userId)) > 0))
    if (due.size === 0) return user
    if (due.has('group') && answers.group) await applyGroupAnswer(ctx, tx, userId, answers.group)
    return updateUser(tx, userId, {
      ...buildAnswerChanges(user, due, answers),
      needsOnboarding: false,
      onboardingCompleted: true,
    })
  })
  if (!row) throw new AppError('UNAUTHORIZED', 'Please sign in to continue')
  return getCurrentUser(ctx, row)
}

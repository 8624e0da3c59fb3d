import {
  MEAL_DIETARY_GOAL_IDS,
  PREP_TIME_OPTIONS,
  type CookingSkillLevel,
  type OnboardingRequest,
  type OnboardingStep,
  type PrepTimeOption,
  type User,
} from '@forkcast/contract/users.schemas'

export type GroupAction = 'skip' | 'create' | 'join'

/** Everything the one onboarding asks; each step edits its part. */
export interface OnboardingAnswers {
  excludedFoodTypes: string[]
  /** Optional, on the cuisines step. */
  cuisinePreferences: string[]
  allergies: string[]
  sensitivities: string[]
  cookingSkillLevel: CookingSkillLevel
  preferredPrepTime: number
  dietaryGoals: string[]
  /** Optional, on the goals step. */
  healthPreferences: string[]
  groupAction: GroupAction
  groupName: string
  inviteCode: string
}

/**
 * The steps to walk: those the server says are due, without the group step for someone who came by an
 * invite link (the join may still be on its way, so the server cannot know yet).
 */
export const selectSteps = (user: User, hasArrivedByInvite: boolean): OnboardingStep[] =>
  user.onboardingSteps.filter((step) => !(step === 'group' && hasArrivedByInvite))

/** Starts from what is stored, so a step shown again (or a reload) keeps earlier choices. */
export const toInitialAnswers = (user: User): OnboardingAnswers => ({
  excludedFoodTypes: user.excludedFoodTypes,
  cuisinePreferences: user.cuisinePreferences,
  allergies: user.allergies,
  sensitivities: user.sensitivities,
  cookingSkillLevel: user.cookingSkillLevel,
  preferredPrepTime: user.preferredPrepTime,
  dietaryGoals: user.dietaryGoals.filter((goal) =>
    (MEAL_DIETARY_GOAL_IDS as readonly string[]).includes(goal),
  ),
  healthPreferences: user.healthPreferences,
  groupAction: 'skip',
  groupName: '',
  inviteCode: '',
})

const isPrepTimeOption = (minutes: number): minutes is PrepTimeOption =>
  (PREP_TIME_OPTIONS as readonly number[]).includes(minutes)

const toGroupRequest = (answers: OnboardingAnswers): NonNullable<OnboardingRequest['group']> => {
  if (answers.groupAction === 'create') return { action: 'create', name: answers.groupName.trim() }
  if (answers.groupAction === 'join') return { action: 'join', inviteCode: answers.inviteCode.trim() }
  return { action: 'skip' }
}

/** The request body: the answers of the steps shown, and nothing for steps that were not. */
export const toOnboardingRequest = (
  answers: OnboardingAnswers,
  steps: readonly OnboardingStep[],
): OnboardingRequest => ({
  ...(steps.includes('cuisines')
    ? { excludedFoodTypes: answers.excludedFoodTypes, cuisinePreferences: answers.cuisinePreferences }
    : {}),
  ...(steps.includes('allergies')
    ? { allergies: answers.allergies, sensitivities: answers.sensitivities }
    : {}),
  ...(steps.includes('cooking')
    ? {
        cookingSkillLevel: answers.cookingSkillLevel,
        ...(isPrepTimeOption(answers.preferredPrepTime)
          ? { preferredPrepTime: answers.preferredPrepTime }
          : {}),
      }
    : {}),
  ...(steps.includes('goals')
    ? { dietaryGoals: answers.dietaryGoals, healthPreferences: answers.healthPreferences }
    : {}),
  ...(steps.includes('group') ? { group: toGroupRequest(answers) } : {}),
})

/** Every step can be left as it is, except a group to create or join, which needs its name or code. */
export const isOnboardingStepValid = (step: OnboardingStep, answers: OnboardingAnswers): boolean => {
  if (step !== 'group') return true
  if (answers.groupAction === 'create') return answers.groupName.trim() !== ''
  if (answers.groupAction === 'join') return answers.inviteCode.trim() !== ''
  return true
}

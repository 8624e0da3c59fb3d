import { DEFAULT_PREP_TIME, MAX_PREP_TIME } from '@forkcast/contract/users.constants'

/** Spec 5: the prep-time field is read as a whole number and falls back to 30 when empty or invalid. */
export const parsePrepTime = (text: string): number => {
  const minutes = Number.parseInt(text, 10)
  return Number.isInteger(minutes) && minutes >= 1 && minutes <= MAX_PREP_TIME ? minutes : DEFAULT_PREP_TIME
}

export type GroupAction = 'skip' | 'create' | 'join'

/** Wizard 2's answers (spec 3 'Onboarding answers'). */
export interface SetupAnswers {
  locationEnabled: boolean
  cuisinePreferences: string[]
  dietaryGoals: string[]
  allergies: string[]
  sensitivities: string[]
  groupAction: GroupAction
  groupName: string
  inviteCode: string
}

/** Spec 4: steps 1 and 4 are always valid, 2 needs a cuisine, 3 a goal, 5 a name or code unless skipped. */
export const isSetupStepValid = (step: number, answers: SetupAnswers): boolean => {
  if (step === 2) return answers.cuisinePreferences.length > 0
  if (step === 3) return answers.dietaryGoals.length > 0
  if (step === 5) {
    if (answers.groupAction === 'create') return answers.groupName.trim() !== ''
    if (answers.groupAction === 'join') return answers.inviteCode.trim() !== ''
  }
  return true
}

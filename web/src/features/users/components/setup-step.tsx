import type { SetupAnswers } from '../utils/onboarding-steps'
import { CuisinePreferencesStep } from './cuisine-preferences-step'
import { FamilyGroupStep } from './family-group-step'
import { LocationAccessStep } from './location-access-step'
import { SetupAllergiesStep } from './setup-allergies-step'
import { SetupCompleteStep } from './setup-complete-step'
import { SetupGoalsStep } from './setup-goals-step'

interface SetupStepProps {
  step: number
  answers: SetupAnswers
  onChange: (changes: Partial<SetupAnswers>) => void
}

/** The body of wizard 2's current step. */
export const SetupStep = ({ step, answers, onChange }: SetupStepProps) => {
  if (step === 1) {
    return (
      <LocationAccessStep
        isEnabled={answers.locationEnabled}
        onEnabledChange={(locationEnabled) => onChange({ locationEnabled })}
      />
    )
  }
  if (step === 2) {
    return (
      <CuisinePreferencesStep
        cuisines={answers.cuisinePreferences}
        onChange={(cuisinePreferences) => onChange({ cuisinePreferences })}
      />
    )
  }
  if (step === 3) {
    return (
      <SetupGoalsStep goals={answers.dietaryGoals} onChange={(dietaryGoals) => onChange({ dietaryGoals })} />
    )
  }
  if (step === 4) {
    return (
      <SetupAllergiesStep
        allergies={answers.allergies}
        onAllergiesChange={(allergies) => onChange({ allergies })}
        sensitivities={answers.sensitivities}
        onSensitivitiesChange={(sensitivities) => onChange({ sensitivities })}
      />
    )
  }
  if (step === 5) {
    return (
      <FamilyGroupStep
        action={answers.groupAction}
        onActionChange={(groupAction) => onChange({ groupAction })}
        groupName={answers.groupName}
        onGroupNameChange={(groupName) => onChange({ groupName })}
        inviteCode={answers.inviteCode}
        onInviteCodeChange={(inviteCode) => onChange({ inviteCode })}
      />
    )
  }
  return <SetupCompleteStep answers={answers} />
}

import { useState } from 'react'
import {
  DEFAULT_PREP_TIME,
  ONBOARDING_V1_STEP_COUNT,
  type CookingSkillLevel,
} from '@forkcast/contract/users.constants'
import type { User } from '@forkcast/contract/users.schemas'
import { Card } from '@/components/ui/card'
import { notify, notifyError } from '@/lib/toast'
import { useCompletePreferencesOnboarding } from '../api/complete-preferences-onboarding'
import { parsePrepTime } from '../utils/onboarding-steps'
import { CookingExperienceStep } from './cooking-experience-step'
import { FoodRestrictionsStep } from './food-restrictions-step'
import { HealthNutritionStep } from './health-nutrition-step'
import { PreferencesReviewStep } from './preferences-review-step'
import { WizardNavigation } from './wizard-navigation'
import { WizardProgress } from './wizard-progress'

/** Spec 2.7: the four-step wizard a new account sees instead of any page. */
export const PreferencesWizard = ({ user }: { user: User }) => {
  const [step, setStep] = useState(1)
  const [skillLevel, setSkillLevel] = useState<CookingSkillLevel | ''>('')
  const [prepTimeText, setPrepTimeText] = useState(String(DEFAULT_PREP_TIME))
  const [allergies, setAllergies] = useState<string[]>([])
  const [sensitivities, setSensitivities] = useState<string[]>([])
  const [healthPreferences, setHealthPreferences] = useState<string[]>([])
  const [dietaryGoals, setDietaryGoals] = useState<string[]>([])
  const completeOnboarding = useCompletePreferencesOnboarding()
  const prepTime = parsePrepTime(prepTimeText)
  const isLastStep = step === ONBOARDING_V1_STEP_COUNT

  const completeSetup = async () => {
    if (!skillLevel) return
    try {
      await completeOnboarding.mutateAsync({
        preferences: {
          cookingSkillLevel: skillLevel,
          preferredPrepTime: prepTime,
          allergies,
          sensitivities,
          healthyPreferences: healthPreferences,
          dietaryGoals,
        },
      })
      notify({
        title: 'Welcome to Forkcast!',
        description: "Your preferences have been saved. Let's start planning meals!",
      })
    } catch {
      notifyError('Error', 'Failed to save preferences. Please try again.')
    }
  }

  const nextLabel = isLastStep ? (completeOnboarding.isPending ? 'Saving...' : 'Complete Setup') : 'Next'
  const isNextDisabled = (step === 1 && !skillLevel) || completeOnboarding.isPending

  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-8">
      <Card className="flex w-full max-w-2xl flex-col gap-6 p-5 sm:p-8">
        <header className="flex flex-col gap-4">
          <div>
            <h1 className="text-2xl font-bold">Set up your preferences</h1>
            <p className="text-stone-600">
              Hi {user.firstName}, four quick questions so dinner ideas fit you.
            </p>
          </div>
          <WizardProgress step={step} stepCount={ONBOARDING_V1_STEP_COUNT} />
        </header>
        <section>
          {step === 1 ? (
            <CookingExperienceStep
              skillLevel={skillLevel}
              onSkillLevelChange={setSkillLevel}
              prepTimeText={prepTimeText}
              onPrepTimeTextChange={setPrepTimeText}
            />
          ) : null}
          {step === 2 ? (
            <FoodRestrictionsStep
              allergies={allergies}
              onAllergiesChange={setAllergies}
              sensitivities={sensitivities}
              onSensitivitiesChange={setSensitivities}
            />
          ) : null}
          {step === 3 ? (
            <HealthNutritionStep
              healthPreferences={healthPreferences}
              onHealthPreferencesChange={setHealthPreferences}
              dietaryGoals={dietaryGoals}
              onDietaryGoalsChange={setDietaryGoals}
            />
          ) : null}
          {isLastStep ? (
            <PreferencesReviewStep
              skillLevel={skillLevel}
              prepTime={prepTime}
              allergies={allergies}
              healthPreferences={healthPreferences}
            />
          ) : null}
        </section>
        <WizardNavigation
          isFirstStep={step === 1}
          onPrevious={() => setStep((current) => Math.max(1, current - 1))}
          nextLabel={nextLabel}
          isNextDisabled={isNextDisabled}
          onNext={() =>
            isLastStep
              ? void completeSetup()
              : setStep((current) => Math.min(ONBOARDING_V1_STEP_COUNT, current + 1))
          }
          isFinishing={isLastStep}
        />
      </Card>
    </main>
  )
}

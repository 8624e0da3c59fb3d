import { useEffect, useRef, useState, type ReactNode } from 'react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CUISINES, EXCLUDABLE_CUISINE_IDS } from '@forkcast/contract/cuisines'
import {
  MEAL_DIETARY_GOAL_OPTIONS,
  ONBOARDING_CUISINE_OPTIONS,
  type OnboardingStep,
  type User,
} from '@forkcast/contract/users.schemas'
import { Button } from '@/components/ui/button'
import { FullPageSpinner } from '@/components/ui/spinner'
import { useCatalogText } from '@/lib/catalog-text'
import { forgetArrivedByInvite, hasArrivedByInvite } from '@/lib/pending-invite'
import { getFieldErrors } from '@/lib/api-client'
import { notifyMutationError } from '@/lib/mutation-errors'
import { markNewAccount } from '@/lib/toast'
import { useFinishOnboarding } from '../api/finish-onboarding'
import { toggleValue } from '../utils/entry-list'
import {
  isOnboardingStepValid,
  selectSteps,
  toInitialAnswers,
  toOnboardingRequest,
  type OnboardingAnswers,
} from '../utils/onboarding-steps'
import { offeredHealthPreferences, toggleEnjoyedCuisine, toggleExcludedCuisine } from '../utils/taste-choices'
import { ChipGroup } from './chip-group'
import { FamilyGroupStep } from './family-group-step'
import { OnboardingAllergiesStep } from './onboarding-allergies-step'
import { OptionalChipGroup } from './optional-chip-group'
import { PrepTimeField } from './prep-time-field'
import { SkillLevelField } from './skill-level-field'
import { WizardProgress } from './wizard-progress'

const EXCLUDABLE_CUISINES = CUISINES.filter((cuisine) =>
  (EXCLUDABLE_CUISINE_IDS as readonly string[]).includes(cuisine.id),
)

interface StepBodyProps {
  step: OnboardingStep
  answers: OnboardingAnswers
  /** The answers as the step first showed them: what the optional questions start from. */
  initial: OnboardingAnswers
  onChange: (changes: Partial<OnboardingAnswers>) => void
  groupError?: string
}

/** Skipping a cuisine and enjoying it exclude each other, so each toggle may change both lists. */
const cuisineChanges = (
  answers: OnboardingAnswers,
  toggle: typeof toggleEnjoyedCuisine,
  id: string,
): Partial<OnboardingAnswers> => {
  const next = toggle({ excluded: answers.excludedFoodTypes, enjoyed: answers.cuisinePreferences }, id)
  return { excludedFoodTypes: next.excluded, cuisinePreferences: next.enjoyed }
}

const StepBody = ({ step, answers, initial, onChange, groupError }: StepBodyProps): ReactNode => {
  const { t } = useTranslation('users')
  const words = useCatalogText()
  if (step === 'cuisines') {
    return (
      <div className="flex flex-col gap-5">
        <ChipGroup
          label={t('onboarding.cuisinesToAvoid')}
          options={EXCLUDABLE_CUISINES.map((cuisine) => ({
            key: cuisine.id,
            label: words.cuisineLabel(cuisine.id),
            isPressed: answers.excludedFoodTypes.includes(cuisine.id),
            onToggle: () => onChange(cuisineChanges(answers, toggleExcludedCuisine, cuisine.id)),
          }))}
        />
        <OptionalChipGroup
          label={t('cuisinesYouEnjoy')}
          hint={t('onboarding.cuisinesYouEnjoyHint')}
          defaultOpen={initial.cuisinePreferences.length > 0}
          options={ONBOARDING_CUISINE_OPTIONS.map((option) => ({
            key: option.value,
            label: words.cuisineLabel(option.value),
            isPressed: answers.cuisinePreferences.includes(option.value),
            onToggle: () => onChange(cuisineChanges(answers, toggleEnjoyedCuisine, option.value)),
          }))}
        />
      </div>
    )
  }
  if (step === 'allergies') {
    return (
      <OnboardingAllergiesStep
        allergies={answers.allergies}
        onAllergiesChange={(allergies) => onChange({ allergies })}
        sensitivities={answers.sensitivities}
        onSensitivitiesChange={(sensitivities) => onChange({ sensitivities })}
      />
    )
  }
  if (step === 'cooking') {
    return (
      <div className="flex flex-col gap-5">
        <SkillLevelField
          value={answers.cookingSkillLevel}
          onChange={(cookingSkillLevel) => onChange({ cookingSkillLevel })}
        />
        <PrepTimeField
          value={answers.preferredPrepTime}
          onChange={(preferredPrepTime) => onChange({ preferredPrepTime })}
        />
      </div>
    )
  }
  if (step === 'goals') {
    return (
      <div className="flex flex-col gap-5">
        <ChipGroup
          label={t('dietaryGoals')}
          options={MEAL_DIETARY_GOAL_OPTIONS.map((option) => ({
            key: option.value,
            label: words.dietaryGoal(option.value),
            isPressed: answers.dietaryGoals.includes(option.value),
            onToggle: () => onChange({ dietaryGoals: toggleValue(answers.dietaryGoals, option.value) }),
          }))}
        />
        <ChipGroup
          label={t('healthPreferences')}
          hint={t('optional')}
          options={offeredHealthPreferences(initial.healthPreferences).map((option) => ({
            key: option.value,
            label: words.healthPreference(option.value),
            isPressed: answers.healthPreferences.includes(option.value),
            onToggle: () =>
              onChange({ healthPreferences: toggleValue(answers.healthPreferences, option.value) }),
          }))}
        />
      </div>
    )
  }
  return (
    <FamilyGroupStep
      action={answers.groupAction}
      onActionChange={(groupAction) => onChange({ groupAction })}
      groupName={answers.groupName}
      onGroupNameChange={(groupName) => onChange({ groupName })}
      inviteCode={answers.inviteCode}
      onInviteCodeChange={(inviteCode) => onChange({ inviteCode })}
      error={groupError}
    />
  )
}

/**
 * The one onboarding (decision 022): the steps still due, one call at the end. Phone first: the step
 * scrolls, while Back and Continue stay pinned to the bottom of the screen.
 */
export const OnboardingFlow = ({ user }: { user: User }) => {
  const { t } = useTranslation('users')
  // Fixed at the start, so a join or refetch mid-way does not move the person to another step.
  const [steps] = useState(() => selectSteps(user, hasArrivedByInvite()))
  const [index, setIndex] = useState(0)
  const [initialAnswers] = useState(() => toInitialAnswers(user))
  const [answers, setAnswers] = useState(initialAnswers)
  const [groupError, setGroupError] = useState<string>()
  const finishOnboarding = useFinishOnboarding()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const hasMoved = useRef(false)
  const step = steps[index]
  const isLastStep = index === steps.length - 1

  useEffect(() => {
    // Keyboard and screen reader users start each new step at its heading; the first one is not forced.
    if (hasMoved.current) headingRef.current?.focus()
  }, [index])

  const finish = async () => {
    setGroupError(undefined)
    try {
      const saved = await finishOnboarding.mutateAsync(toOnboardingRequest(answers, steps))
      forgetArrivedByInvite()
      // The dashboard greets this browser session with 'Welcome'; later sessions hear 'Welcome back'.
      markNewAccount(saved.id)
    } catch (error) {
      const fieldErrors = getFieldErrors(error)
      // Only the group has a field on screen; any other field's problem is told in a toast.
      if (fieldErrors.group) setGroupError(fieldErrors.group)
      else if (Object.keys(fieldErrors).length > 0) notifyMutationError(t('errors.setupError'), error)
    }
  }

  // Nothing left to show (only the group step was due, and an invite covers it): finish without asking.
  const finishRef = useRef(finish)
  finishRef.current = finish
  const hasNoSteps = steps.length === 0
  useEffect(() => {
    if (hasNoSteps) void finishRef.current()
  }, [hasNoSteps])
  if (!step) return <FullPageSpinner />

  const move = (delta: number) => {
    hasMoved.current = true
    setIndex((current) => Math.min(steps.length - 1, Math.max(0, current + delta)))
  }
  const changeAnswers = (changes: Partial<OnboardingAnswers>) => {
    setGroupError(undefined)
    setAnswers((current) => ({ ...current, ...changes }))
  }
  const isBusy = finishOnboarding.isPending

  return (
    <div className="flex min-h-dvh flex-col bg-stone-50">
      <header className="border-b border-stone-200 bg-white px-4 py-3">
        <div className="mx-auto flex max-w-xl flex-col gap-2">
          <h1 className="text-lg font-bold">{t('onboarding.greeting', { name: user.firstName })}</h1>
          <WizardProgress step={index + 1} stepCount={steps.length} />
        </div>
      </header>
      <main className="flex-1 px-4 py-5">
        <section aria-labelledby="onboarding-step-title" className="mx-auto flex max-w-xl flex-col gap-4">
          <div>
            <h2
              id="onboarding-step-title"
              ref={headingRef}
              tabIndex={-1}
              className="text-xl font-semibold focus:outline-none"
            >
              {t(`onboarding.steps.${step}.title`)}
            </h2>
            <p className="text-sm text-stone-600">{t(`onboarding.steps.${step}.description`)}</p>
          </div>
          <StepBody
            step={step}
            answers={answers}
            initial={initialAnswers}
            onChange={changeAnswers}
            groupError={groupError}
          />
        </section>
      </main>
      <footer className="sticky bottom-0 border-t border-stone-200 bg-white px-4 py-3">
        <div className="mx-auto flex max-w-xl items-center justify-between gap-3">
          <Button type="button" variant="secondary" disabled={index === 0 || isBusy} onClick={() => move(-1)}>
            <ChevronLeft aria-hidden /> {t('onboarding.back')}
          </Button>
          <Button
            type="button"
            disabled={!isOnboardingStepValid(step, answers) || isBusy}
            onClick={() => (isLastStep ? void finish() : move(1))}
          >
            {isLastStep ? (isBusy ? t('saving') : t('onboarding.finish')) : t('onboarding.continue')}
            {isLastStep ? null : <ChevronRight aria-hidden />}
          </Button>
        </div>
      </footer>
    </div>
  )
}

import { useState } from 'react'
import { Dialog } from 'radix-ui'
import { ONBOARDING_V2_DIETARY_GOAL_IDS, ONBOARDING_V2_STEP_COUNT } from '@forkcast/contract/users.constants'
import type { User } from '@forkcast/contract/users.schemas'
import { getErrorMessage } from '@/lib/api-client'
import { notify, notifyError } from '@/lib/toast'
import { useFinishSetup } from '../api/finish-setup'
import { useSetupGroup } from '../api/setup-group'
import { readStoredLocation, rememberLocationSkipped } from '../utils/geolocation'
import { isSetupStepValid, type SetupAnswers } from '../utils/onboarding-steps'
import { SetupStep } from './setup-step'
import { WizardNavigation } from './wizard-navigation'
import { WizardProgress } from './wizard-progress'

const toInitialAnswers = (user: User): SetupAnswers => ({
  locationEnabled: user.locationEnabled || readStoredLocation() !== null,
  cuisinePreferences: user.cuisinePreferences,
  dietaryGoals: user.dietaryGoals.filter((goal) =>
    (ONBOARDING_V2_DIETARY_GOAL_IDS as readonly string[]).includes(goal),
  ),
  allergies: user.allergies,
  sensitivities: user.sensitivities,
  groupAction: 'skip',
  groupName: '',
  inviteCode: '',
})

const GROUP_ACTION_LABELS = { create: 'Create Group & Finish', join: 'Join Group & Finish' } as const

const preventClosing = (event: Event) => event.preventDefault()

interface SetupWizardProps {
  user: User
  onFinished: () => void
}

/** Spec 2.8: six steps over the dashboard; creating or joining a group at step 5 finishes it. */
export const SetupWizard = ({ user, onFinished }: SetupWizardProps) => {
  const [step, setStep] = useState(1)
  const [answers, setAnswers] = useState(() => toInitialAnswers(user))
  // Set once the group exists, so retrying a failed save does not make a second group.
  const [isGroupDone, setGroupDone] = useState(false)
  const setupGroup = useSetupGroup()
  const finishSetup = useFinishSetup()
  const isBusy = setupGroup.isPending || finishSetup.isPending
  const groupAction = answers.groupAction
  const isFinishingStep = step === ONBOARDING_V2_STEP_COUNT || (step === 5 && groupAction !== 'skip')

  const changeAnswers = (changes: Partial<SetupAnswers>) =>
    setAnswers((current) => ({ ...current, ...changes }))

  const finish = async () => {
    try {
      if (groupAction !== 'skip' && !isGroupDone) {
        await setupGroup.mutateAsync(
          groupAction === 'create'
            ? { action: 'create', name: answers.groupName.trim() }
            : { action: 'join', inviteCode: answers.inviteCode.trim() },
        )
        setGroupDone(true)
      }
      // Declining here counts as the skip the location dialog would otherwise ask about on every visit.
      if (!answers.locationEnabled) rememberLocationSkipped()
      await finishSetup.mutateAsync({
        cuisinePreferences: answers.cuisinePreferences,
        dietaryGoals: answers.dietaryGoals,
        allergies: answers.allergies,
        sensitivities: answers.sensitivities,
        locationEnabled: answers.locationEnabled,
      })
      notify({ title: 'Setup Complete', description: "You're ready to decide what's for dinner together." })
      onFinished()
    } catch (error) {
      notifyError('Setup Error', getErrorMessage(error, 'Failed to complete setup. Please try again.'))
    }
  }

  const next = () => (isFinishingStep ? void finish() : setStep((current) => current + 1))
  const nextLabel = isBusy
    ? 'Saving...'
    : step === ONBOARDING_V2_STEP_COUNT
      ? 'Complete Setup'
      : step === 5 && groupAction !== 'skip'
        ? GROUP_ACTION_LABELS[groupAction]
        : 'Next'

  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/60 backdrop-blur-[2px]" />
        <Dialog.Content
          onEscapeKeyDown={preventClosing}
          onInteractOutside={preventClosing}
          className="fixed left-1/2 top-1/2 z-50 flex max-h-[92dvh] w-[calc(100vw-1.5rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col gap-5 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl focus:outline-none sm:p-8"
        >
          <div>
            <Dialog.Title className="text-2xl font-bold">Let&apos;s set up Forkcast</Dialog.Title>
            <Dialog.Description className="text-stone-600">
              Six quick steps so your family&apos;s choices fit you.
            </Dialog.Description>
          </div>
          <WizardProgress step={step} stepCount={ONBOARDING_V2_STEP_COUNT} />
          <SetupStep step={step} answers={answers} onChange={changeAnswers} />
          <WizardNavigation
            isFirstStep={step === 1}
            onPrevious={() => setStep((current) => Math.max(1, current - 1))}
            nextLabel={nextLabel}
            isNextDisabled={!isSetupStepValid(step, answers) || isBusy}
            onNext={next}
            isFinishing={isFinishingStep}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

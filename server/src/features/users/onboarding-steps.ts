import {
  ONBOARDING_STEPS,
  STEPS_ANSWERED_BY_PREFERENCES_WIZARD,
  STEPS_ANSWERED_BY_SETUP_WIZARD,
  type OnboardingStep,
} from '@forkcast/contract/users.constants'
import type { UserRow } from './users.repository'

type OnboardingFlags = Pick<UserRow, 'needsOnboarding' | 'onboardingCompleted'>

/**
 * The derivation rule that migrates accounts from the two old wizards (decision 022): a step is due unless
 * a wizard the account finished already asked it, or, for the group step, the person is already in a group.
 * `needsOnboarding` false means the preferences wizard (or this onboarding) is done; `onboardingCompleted`
 * true means the setup wizard (or this onboarding) is. Finishing this onboarding sets both, so nothing is
 * ever due again.
 */
export function dueOnboardingSteps(flags: OnboardingFlags, isInGroup: boolean): OnboardingStep[] {
  const answered = new Set<OnboardingStep>()
  if (!flags.needsOnboarding) for (const step of STEPS_ANSWERED_BY_PREFERENCES_WIZARD) answered.add(step)
  if (flags.onboardingCompleted) for (const step of STEPS_ANSWERED_BY_SETUP_WIZARD) answered.add(step)
  if (isInGroup) answered.add('group')
  return ONBOARDING_STEPS.filter((step) => !answered.has(step))
}

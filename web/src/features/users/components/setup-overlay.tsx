import { useState } from 'react'
import type { User } from '@forkcast/contract/users.schemas'
import { SetupWizard } from './setup-wizard'

/** Spec 4: shown until onboarding is completed; closes at once when it is, or when the wizard finishes. */
export const SetupOverlay = ({ user }: { user: User }) => {
  const [isFinished, setFinished] = useState(false)
  if (user.onboardingCompleted || isFinished) return null
  return <SetupWizard user={user} onFinished={() => setFinished(true)} />
}

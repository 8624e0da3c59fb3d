import { lazy, Suspense, type ReactNode } from 'react'
import type { User } from '@forkcast/contract/users.schemas'
import { FullPageSpinner } from '@/components/ui/full-page-spinner'
import { useTimezoneSync } from '@/features/auth/api/use-timezone-sync'
import { useAccountLanguage } from '@/features/users/use-account-language'
import { SignedInShell } from './signed-in-shell'

const OnboardingFlow = lazy(() =>
  import('@/features/users/components/onboarding-flow').then((module) => ({
    default: module.OnboardingFlow,
  })),
)

/** Around every signed-in page: the shell (live updates, banners), then onboarding while any step is due. */
export const SignedInLayout = ({ user, children }: { user: User; children: ReactNode }) => {
  useTimezoneSync(user)
  useAccountLanguage(user)
  return (
    <SignedInShell user={user}>
      {/* Its own boundary, so loading a part of a page never suspends (and resets) the shell. */}
      <Suspense fallback={<FullPageSpinner />}>
        {user.onboardingSteps.length > 0 ? <OnboardingFlow user={user} /> : children}
      </Suspense>
    </SignedInShell>
  )
}

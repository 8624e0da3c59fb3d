import { useGroceryCheckSync } from '@/features/planning/offline/use-check-queue'
import { GuidedTours } from '@/features/tours/guided-tour'
import { InstallBanner } from '@/features/pwa/install-banner'
import { useRememberFirstDecision } from '@/features/pwa/first-decision'

/** Signed-in app extras: install offer, tours on request and the offline grocery queue. */
export const PwaShell = () => {
  useGroceryCheckSync()
  useRememberFirstDecision()
  return (
    <>
      <InstallBanner />
      <GuidedTours />
    </>
  )
}

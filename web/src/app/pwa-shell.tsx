import { useGroceryCheckSync } from '@/features/planning/offline/use-check-queue'
import { GuidedTours } from '@/features/tours/guided-tour'
import { InstallBanner } from '@/features/pwa/install-banner'
import { useRecordSavedAt } from '@/features/pwa/saved-at'

/** Signed-in app extras: install banner, guided tours, saved-copy times and the offline grocery queue. */
export const PwaShell = () => {
  useRecordSavedAt()
  useGroceryCheckSync()
  return (
    <>
      <InstallBanner />
      <GuidedTours />
    </>
  )
}

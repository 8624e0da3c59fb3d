import { Suspense, lazy, useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { TOURS_RESET_EVENT, isTourCompleted, tourForPath } from './tour-storage'

// The tour library loads only for someone who still has a tour to see.
const PageTour = lazy(() => import('./page-tour').then((module) => ({ default: module.PageTour })))

/** Shows the open page's tour once (spec 000 § tours); finishing or skipping records it. */
export const GuidedTours = () => {
  const { pathname } = useLocation()
  const name = tourForPath(pathname)
  const [resets, setResets] = useState(0)
  useEffect(() => {
    const onReset = () => setResets((count) => count + 1)
    window.addEventListener(TOURS_RESET_EVENT, onReset)
    return () => window.removeEventListener(TOURS_RESET_EVENT, onReset)
  }, [])
  if (!name || isTourCompleted(name)) return null
  return (
    <Suspense fallback={null}>
      <PageTour key={`${name}-${resets}`} name={name} />
    </Suspense>
  )
}

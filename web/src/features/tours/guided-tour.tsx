import { Suspense, lazy, useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { TOUR_START_EVENT, tourForPath, type TourName } from './tour-start'

// The tour library and its steps load only once someone asks for a tour.
const PageTour = lazy(() => import('./page-tour').then((module) => ({ default: module.PageTour })))

/** Runs the open page's tour when a "Show me around" entry asks; no tour ever starts by itself. */
export const GuidedTours = () => {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const [running, setRunning] = useState<{ name: TourName; run: number } | null>(null)
  const [shownPath, setShownPath] = useState(pathname)
  // Leaving the page ends its tour, so coming back later does not bring it back.
  if (shownPath !== pathname) {
    setShownPath(pathname)
    if (running && tourForPath(pathname) !== running.name) setRunning(null)
  }
  useEffect(() => {
    const onStart = () => {
      const name = tourForPath(pathname)
      // Settings opens on pages without a tour: the dashboard's tour is the place to begin.
      if (!name) void navigate('/')
      setRunning((current) => ({ name: name ?? 'dashboard', run: (current?.run ?? 0) + 1 }))
    }
    window.addEventListener(TOUR_START_EVENT, onStart)
    return () => window.removeEventListener(TOUR_START_EVENT, onStart)
  }, [navigate, pathname])
  if (!running || tourForPath(pathname) !== running.name) return null
  return (
    <Suspense fallback={null}>
      <PageTour key={running.run} name={running.name} onClose={() => setRunning(null)} />
    </Suspense>
  )
}

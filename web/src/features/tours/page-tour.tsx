import { useEffect, useState } from 'react'
import { useJoyride, type EventData } from 'react-joyride'
import { TOUR_STEPS } from './tour-steps'
import { isTourCompleted, markTourCompleted, type TourName } from './tour-storage'

const READY_POLL_MS = 500

/** A page is ready for its tour once the first target shows and no dialog (location, setup) is open. */
const isPageReady = (name: TourName) => {
  const first = TOUR_STEPS[name][0]
  return (
    typeof first?.target === 'string' &&
    document.querySelector(first.target) !== null &&
    document.querySelector('[role="dialog"], [role="alertdialog"]') === null
  )
}

/** One page's tour with react-joyride; loaded only while that tour is still to be shown. */
export const PageTour = ({ name }: { name: TourName }) => {
  const [run, setRun] = useState(false)
  useEffect(() => {
    if (isTourCompleted(name)) return
    // Targets load with their data; wait for them rather than point at nothing.
    const timer = window.setInterval(() => {
      if (!isPageReady(name)) return
      window.clearInterval(timer)
      setRun(true)
    }, READY_POLL_MS)
    return () => window.clearInterval(timer)
  }, [name])
  const onEvent = (data: EventData) => {
    if (data.status === 'finished' || data.status === 'skipped') {
      markTourCompleted(name)
      setRun(false)
    }
  }
  const { Tour, controls } = useJoyride({
    steps: TOUR_STEPS[name],
    run,
    continuous: true,
    scrollToFirstStep: true,
    onEvent,
    locale: { back: 'Back', close: 'Close', last: 'Done', next: 'Next', skip: 'Skip tour' },
    options: {
      buttons: ['back', 'skip', 'primary'],
      skipBeacon: true,
      showProgress: true,
      closeButtonAction: 'skip',
      // Escape skips the whole tour (below) rather than moving to the next step.
      dismissKeyAction: false,
      overlayClickAction: false,
      primaryColor: '#c2410c',
      textColor: '#1c1917',
      width: 400,
      zIndex: 60,
    },
  })
  useEffect(() => {
    if (!run) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') controls.skip('button_skip')
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [run, controls])
  return Tour
}

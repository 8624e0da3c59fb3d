import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useJoyride, type EventData } from 'react-joyride'
import { firstTourTarget, tourSteps } from './tour-steps'
import type { TourName } from './tour-start'

const READY_POLL_MS = 300

/** A page is ready for its tour once the first target shows and no dialog (such as Settings) is open. */
const isPageReady = (name: TourName) =>
  document.querySelector(firstTourTarget(name)) !== null &&
  document.querySelector('[role="dialog"], [role="alertdialog"]') === null

/** One page's tour with react-joyride, loaded only when someone asked for it. */
export const PageTour = ({ name, onClose }: { name: TourName; onClose: () => void }) => {
  const { t } = useTranslation('tours')
  const [run, setRun] = useState(false)
  const steps = useMemo(() => tourSteps(name, t), [name, t])
  useEffect(() => {
    // Targets load with their data, and a closing dialog may still be on screen: wait rather than point at nothing.
    const check = () => {
      if (!isPageReady(name)) return false
      setRun(true)
      return true
    }
    if (check()) return
    const timer = window.setInterval(() => {
      if (check()) window.clearInterval(timer)
    }, READY_POLL_MS)
    return () => window.clearInterval(timer)
  }, [name])
  const onEvent = (data: EventData) => {
    if (data.status === 'finished' || data.status === 'skipped') {
      setRun(false)
      onClose()
    }
  }
  const { Tour, controls } = useJoyride({
    steps,
    run,
    continuous: true,
    scrollToFirstStep: true,
    onEvent,
    locale: {
      back: t('buttons.back'),
      close: t('buttons.close'),
      last: t('buttons.last'),
      next: t('buttons.next'),
      nextWithProgress: t('buttons.nextWithProgress'),
      open: t('buttons.open'),
      skip: t('buttons.skip'),
    },
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

import { Timer } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { StepTimer } from '@forkcast/contract/step-timers'
import { Button } from '@/components/ui/button'
import { useCatalogText } from '@/lib/catalog-text'
import { upperFirst } from '../utils/join-words'
import { timerWord } from './timer-words'

interface StepCardProps {
  step: string
  timers: StepTimer[]
  onStartTimer: (timer: StepTimer) => void
}

/** One step in large type, its times highlighted, with a button to start each one's timer. */
export const StepCard = ({ step, timers, onStartTimer }: StepCardProps) => {
  const { t } = useTranslation('recipes')
  const words = useCatalogText()
  return (
    <div className="flex flex-col gap-6">
      <p className="text-2xl leading-relaxed text-stone-900 sm:text-3xl sm:leading-relaxed">
        <HighlightedStep step={step} timers={timers} />
      </p>
      {timers.length > 0 ? (
        <ul className="flex flex-wrap gap-3" aria-label={t('cookMode.timersInStep')}>
          {timers.map((timer) => (
            <li key={timer.start} className="flex flex-col gap-1">
              <Button size="lg" onClick={() => onStartTimer(timer)}>
                <Timer aria-hidden /> {t('cookMode.startTimer', { duration: words.duration(timer.seconds) })}
              </Button>
              <span className="text-sm text-stone-600">
                {upperFirst(timerWord(t, timer.label))} · {words.timerDuration(timer)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

const HighlightedStep = ({ step, timers }: { step: string; timers: StepTimer[] }) => {
  let position = 0
  const parts = timers.flatMap((timer) => {
    const before = step.slice(position, timer.start)
    position = timer.end
    return [
      before,
      <mark key={timer.start} className="rounded bg-amber-100 px-1 text-inherit">
        {timer.text}
      </mark>,
    ]
  })
  return (
    <>
      {parts}
      {step.slice(position)}
    </>
  )
}

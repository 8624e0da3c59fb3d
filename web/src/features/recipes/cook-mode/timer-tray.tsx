import { BellRing, Pause, Play, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { useCatalogText } from '@/lib/catalog-text'
import { upperFirst } from '../utils/join-words'
import { timerName, timerWord } from './timer-words'
import { getRemaining, timerDurationOf, type CookTimer } from './use-cook-timers'

interface TimerTrayProps {
  timers: CookTimer[]
  now: number
  onPause: (id: string) => void
  onResume: (id: string) => void
  onRemove: (id: string) => void
}

const pad = (value: number) => String(value).padStart(2, '0')

/** '24:59' or '1:05:00', rounded up so a timer never shows 0:00 before it rings. */
const formatClock = (milliseconds: number) => {
  const totalSeconds = Math.ceil(milliseconds / 1000)
  const hours = Math.floor(totalSeconds / 3600)
  const minutes = Math.floor((totalSeconds % 3600) / 60)
  const seconds = totalSeconds % 60
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`
}

/** Every timer of the session, shown on every step: time left, pause, cancel, and the alert when one is done. */
export const TimerTray = ({ timers, now, onPause, onResume, onRemove }: TimerTrayProps) => {
  const { t } = useTranslation('recipes')
  const words = useCatalogText()
  if (timers.length === 0) return null
  return (
    <section
      aria-label={t('cookMode.runningTimers')}
      className="sticky top-0 z-10 border-b border-stone-200 bg-white/95 px-4 py-2"
    >
      <ul className="mx-auto flex max-w-3xl flex-col gap-2">
        {timers.map((timer) =>
          timer.isDone ? (
            <li key={timer.id}>
              <div
                role="alert"
                className="flex items-center justify-between gap-3 rounded-xl bg-amber-100 px-3 py-2 text-lg font-semibold text-amber-950"
              >
                <span className="flex items-center gap-2">
                  <BellRing aria-hidden className="size-5" />{' '}
                  {t('cookMode.timerDone', {
                    name: timerName(t, timer.label),
                    duration: timerDurationOf(timer, words),
                    step: timer.stepNumber,
                  })}
                </span>
                <Button variant="secondary" size="sm" onClick={() => onRemove(timer.id)}>
                  {t('cookMode.dismiss')}
                </Button>
              </div>
            </li>
          ) : (
            <RunningTimer
              key={timer.id}
              timer={timer}
              now={now}
              onPause={onPause}
              onResume={onResume}
              onRemove={onRemove}
            />
          ),
        )}
      </ul>
    </section>
  )
}

const RunningTimer = ({
  timer,
  now,
  onPause,
  onResume,
  onRemove,
}: { timer: CookTimer; now: number } & Pick<TimerTrayProps, 'onPause' | 'onResume' | 'onRemove'>) => {
  const { t } = useTranslation('recipes')
  const words = useCatalogText()
  const word = timerWord(t, timer.label)
  const name = timerName(t, timer.label)
  const isPaused = timer.endsAt === null
  return (
    <li className="flex items-center justify-between gap-3">
      <span className="flex flex-col">
        <span className="font-semibold">
          {upperFirst(word)}{' '}
          <span className="font-normal text-stone-600">
            {t('cookMode.timerStep', { step: timer.stepNumber })}
          </span>
        </span>
        <span className="text-sm text-stone-600">{timerDurationOf(timer, words)}</span>
      </span>
      <span className="flex items-center gap-2">
        <span
          role="timer"
          className="font-mono text-2xl tabular-nums"
          aria-label={t('cookMode.timeLeft', { label: word })}
        >
          {formatClock(getRemaining(timer, now))}
          {isPaused ? (
            <span className="ml-2 text-sm font-sans text-stone-500">{t('cookMode.paused')}</span>
          ) : null}
        </span>
        {isPaused ? (
          <Button
            variant="secondary"
            size="icon"
            aria-label={t('cookMode.resume', { name })}
            onClick={() => onResume(timer.id)}
          >
            <Play aria-hidden />
          </Button>
        ) : (
          <Button
            variant="secondary"
            size="icon"
            aria-label={t('cookMode.pause', { name })}
            onClick={() => onPause(timer.id)}
          >
            <Pause aria-hidden />
          </Button>
        )}
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('cookMode.cancel', { name })}
          onClick={() => onRemove(timer.id)}
        >
          <X aria-hidden />
        </Button>
      </span>
    </li>
  )
}

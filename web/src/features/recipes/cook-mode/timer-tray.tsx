import { BellRing, Pause, Play, X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { getRemaining, getTimerName, type CookTimer } from './use-cook-timers'

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
  if (timers.length === 0) return null
  return (
    <section
      aria-label="Running timers"
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
                  <BellRing aria-hidden className="size-5" /> {getTimerName(timer)} is done ({timer.duration},
                  step {timer.stepNumber})
                </span>
                <Button variant="secondary" size="sm" onClick={() => onRemove(timer.id)}>
                  Dismiss
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
  const isPaused = timer.endsAt === null
  return (
    <li className="flex items-center justify-between gap-3">
      <span className="flex flex-col">
        <span className="font-semibold">
          {timer.label} <span className="font-normal text-stone-600">· step {timer.stepNumber}</span>
        </span>
        <span className="text-sm text-stone-600">{timer.duration}</span>
      </span>
      <span className="flex items-center gap-2">
        <span
          role="timer"
          className="font-mono text-2xl tabular-nums"
          aria-label={`${timer.label} time left`}
        >
          {formatClock(getRemaining(timer, now))}
          {isPaused ? <span className="ml-2 text-sm font-sans text-stone-500">paused</span> : null}
        </span>
        {isPaused ? (
          <Button
            variant="secondary"
            size="icon"
            aria-label={`Resume ${getTimerName(timer)}`}
            onClick={() => onResume(timer.id)}
          >
            <Play aria-hidden />
          </Button>
        ) : (
          <Button
            variant="secondary"
            size="icon"
            aria-label={`Pause ${getTimerName(timer)}`}
            onClick={() => onPause(timer.id)}
          >
            <Pause aria-hidden />
          </Button>
        )}
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Cancel ${getTimerName(timer)}`}
          onClick={() => onRemove(timer.id)}
        >
          <X aria-hidden />
        </Button>
      </span>
    </li>
  )
}

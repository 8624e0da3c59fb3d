import { Timer } from 'lucide-react'
import { formatDuration, type StepTimer } from '@forkcast/contract/step-timers'
import { Button } from '@/components/ui/button'

interface StepCardProps {
  step: string
  timers: StepTimer[]
  onStartTimer: (timer: StepTimer) => void
}

/** One step in large type, its times highlighted, with a button to start each one's timer. */
export const StepCard = ({ step, timers, onStartTimer }: StepCardProps) => (
  <div className="flex flex-col gap-6">
    <p className="text-2xl leading-relaxed text-stone-900 sm:text-3xl sm:leading-relaxed">
      <HighlightedStep step={step} timers={timers} />
    </p>
    {timers.length > 0 ? (
      <ul className="flex flex-wrap gap-3" aria-label="Timers in this step">
        {timers.map((timer) => (
          <li key={timer.start} className="flex flex-col gap-1">
            <Button size="lg" onClick={() => onStartTimer(timer)}>
              <Timer aria-hidden /> Start {formatDuration(timer.seconds)} timer
            </Button>
            <span className="text-sm text-stone-600">
              {timer.label} · {timer.duration}
            </span>
          </li>
        ))}
      </ul>
    ) : null}
  </div>
)

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

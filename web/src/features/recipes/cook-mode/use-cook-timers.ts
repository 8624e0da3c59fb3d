import { useCallback, useEffect, useRef, useState } from 'react'
import { z } from 'zod'
import type { StepTimer } from '@forkcast/contract/step-timers'
import { catalogText } from '@/lib/catalog-text'
import { recipesT } from '../utils/format-recipe'
import { askNotificationPermission, playTimerBeeps, showTimerNotification, unlockAudio } from './ring'
import { timerName } from './timer-words'

const CookTimerSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** The time as the step wrote it ('10–15 min'), in English: shown through timerDuration. */
  duration: z.string(),
  /** The step's range in seconds, so the time reads in the person's language; absent on older saved timers. */
  seconds: z.number().optional(),
  maxSeconds: z.number().optional(),
  stepNumber: z.number().int(),
  /** When it rings, while running; the time left is always derived from this, never counted down. */
  endsAt: z.number().nullable(),
  /** Milliseconds left while paused. */
  pausedRemaining: z.number().nullable(),
  isDone: z.boolean(),
})
export type CookTimer = z.infer<typeof CookTimerSchema>

/** Timers saved for the tab's session: a phone that reloads a backgrounded tab keeps them running. */
const readSavedTimers = (storageKey: string): CookTimer[] => {
  try {
    const saved = z.array(CookTimerSchema).safeParse(JSON.parse(sessionStorage.getItem(storageKey) ?? '[]'))
    return saved.success ? saved.data : []
  } catch {
    return []
  }
}

const saveTimers = (storageKey: string, timers: CookTimer[]) => {
  try {
    if (timers.length === 0) sessionStorage.removeItem(storageKey)
    else sessionStorage.setItem(storageKey, JSON.stringify(timers))
  } catch {
    // Private mode or a full quota: the timers still run for this visit.
  }
}

const TICK_MS = 250

/** Remaining milliseconds of a timer at `now`. */
export const getRemaining = (timer: CookTimer, now: number) =>
  timer.isDone ? 0 : timer.endsAt !== null ? Math.max(0, timer.endsAt - now) : (timer.pausedRemaining ?? 0)

/** The timer's time in the person's language ('10–15 min'); an older saved timer's as it was written. */
export const timerDurationOf = (timer: CookTimer, words = catalogText) =>
  timer.seconds === undefined || timer.maxSeconds === undefined
    ? timer.duration
    : words.timerDuration({ seconds: timer.seconds, maxSeconds: timer.maxSeconds, duration: timer.duration })

let timerCount = 0
const createTimerId = () => `timer-${Date.now()}-${(timerCount += 1)}`

/** Timers of the whole cooking session: they keep running whichever step is shown, and ring when done. */
export const useCookTimers = (storageKey: string) => {
  const [timers, setTimers] = useState(() => readSavedTimers(storageKey))
  const [now, setNow] = useState(() => Date.now())
  const timersRef = useRef(timers)
  useEffect(() => {
    timersRef.current = timers
    saveTimers(storageKey, timers)
  }, [storageKey, timers])

  const isAnyRunning = timers.some((timer) => timer.endsAt !== null && !timer.isDone)
  useEffect(() => {
    if (!isAnyRunning) return
    const tick = () => {
      const current = Date.now()
      setNow(current)
      const finished = timersRef.current.filter(
        (timer) => !timer.isDone && timer.endsAt !== null && timer.endsAt <= current,
      )
      if (finished.length === 0) return
      const finishedIds = new Set(finished.map((timer) => timer.id))
      const next = timersRef.current.map((timer) =>
        finishedIds.has(timer.id) ? { ...timer, isDone: true, endsAt: null, pausedRemaining: 0 } : timer,
      )
      timersRef.current = next
      setTimers(next)
      playTimerBeeps()
      const t = recipesT()
      for (const timer of finished)
        showTimerNotification(
          t('cookMode.notificationTitle', { name: timerName(t, timer.label) }),
          t('cookMode.notificationBody', {
            step: timer.stepNumber,
            duration: timerDurationOf(timer),
          }),
        )
    }
    const interval = window.setInterval(tick, TICK_MS)
    return () => window.clearInterval(interval)
  }, [isAnyRunning])

  const update = useCallback((id: string, change: (timer: CookTimer) => CookTimer | null) => {
    setTimers((current) =>
      current.flatMap((timer) => {
        if (timer.id !== id) return [timer]
        const changed = change(timer)
        return changed ? [changed] : []
      }),
    )
  }, [])

  const start = useCallback((stepTimer: StepTimer, stepNumber: number) => {
    // The tap that starts a timer is the moment browsers allow sound and a permission question.
    unlockAudio()
    askNotificationPermission()
    const startedAt = Date.now()
    setNow(startedAt)
    setTimers((current) => [
      ...current,
      {
        id: createTimerId(),
        label: stepTimer.label,
        duration: stepTimer.duration,
        seconds: stepTimer.seconds,
        maxSeconds: stepTimer.maxSeconds,
        stepNumber,
        endsAt: startedAt + stepTimer.seconds * 1000,
        pausedRemaining: null,
        isDone: false,
      },
    ])
  }, [])

  const pause = useCallback(
    (id: string) =>
      update(id, (timer) =>
        timer.endsAt === null
          ? timer
          : { ...timer, endsAt: null, pausedRemaining: Math.max(0, timer.endsAt - Date.now()) },
      ),
    [update],
  )
  const resume = useCallback(
    (id: string) => {
      setNow(Date.now())
      update(id, (timer) =>
        timer.pausedRemaining === null || timer.isDone
          ? timer
          : { ...timer, endsAt: Date.now() + timer.pausedRemaining, pausedRemaining: null },
      )
    },
    [update],
  )
  const remove = useCallback((id: string) => update(id, () => null), [update])

  return { timers, now, start, pause, resume, remove }
}

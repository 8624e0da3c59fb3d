import { useEffect, useMemo, useRef, type PointerEvent } from 'react'
import { ArrowLeft, ArrowRight, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import type { Recipe } from '@forkcast/contract/recipes.schemas'
import { findStepTimers, type StepTimer } from '@forkcast/contract/step-timers'
import { scaleIngredientLine, type UnitSystem } from '@forkcast/contract/recipe-scaling'
import { Button, buttonVariants } from '@/components/ui/button'
import { IngredientChecklist } from './ingredient-checklist'
import { StepCard } from './step-card'
import { TimerTray } from './timer-tray'
import { useCookTimers } from './use-cook-timers'
import { useSessionState } from './use-session-state'
import { useWakeLock } from './use-wake-lock'
import { useRecipeServings } from '../hooks/use-recipe-servings'

/** A horizontal drag this long (in CSS pixels) turns the page; shorter ones are taps or wobbles. */
const SWIPE_DISTANCE = 60

const isStepIndex = (value: unknown): value is number => Number.isInteger(value) && Number(value) >= 0

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    (target instanceof HTMLInputElement && !['checkbox', 'radio', 'button'].includes(target.type)))

interface CookModeProps {
  recipe: Recipe
  /** The cook's US / metric choice: ingredients read as on the recipe page, scaled to ?servings=. */
  unitSystem?: UnitSystem
  /** Where Exit goes: the recipe's own page. */
  exitHref: string
}

/** Cooking from a recipe: one step at a time in large type, ingredients to tick, timers, the screen kept on. */
export const CookMode = ({ recipe, exitHref, unitSystem }: CookModeProps) => {
  const { t } = useTranslation('recipes')
  const navigate = useNavigate()
  const steps = recipe.instructions
  const { factor } = useRecipeServings(recipe.servings)
  const ingredients = useMemo(
    () => recipe.ingredients.map((line) => scaleIngredientLine(line, { factor, system: unitSystem ?? null })),
    [recipe.ingredients, factor, unitSystem],
  )
  const [storedIndex, setStepIndex] = useSessionState(`forkcast:cook-mode:${recipe.id}:step`, 0, isStepIndex)
  const stepIndex = Math.min(storedIndex, Math.max(steps.length - 1, 0))
  const stepTimers = useMemo(() => steps.map(findStepTimers), [steps])
  const { timers, now, start, pause, resume, remove } = useCookTimers(
    `forkcast:cook-mode:${recipe.id}:timers`,
  )
  const { isKeptAwake } = useWakeLock()

  const canGoBack = stepIndex > 0
  const canGoForward = stepIndex < steps.length - 1
  const goBack = () => canGoBack && setStepIndex(stepIndex - 1)
  const goForward = () => canGoForward && setStepIndex(stepIndex + 1)

  const latestMoves = useRef({ goBack, goForward })
  useEffect(() => {
    latestMoves.current = { goBack, goForward }
  })
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target))
        return
      if (event.key === 'ArrowRight') latestMoves.current.goForward()
      else if (event.key === 'ArrowLeft') latestMoves.current.goBack()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])

  const swipeStart = useRef<{ x: number; y: number } | null>(null)
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = { x: event.clientX, y: event.clientY }
  }
  const onPointerUp = (event: PointerEvent) => {
    const startPoint = swipeStart.current
    swipeStart.current = null
    if (!startPoint) return
    const across = event.clientX - startPoint.x
    const down = event.clientY - startPoint.y
    if (Math.abs(across) < SWIPE_DISTANCE || Math.abs(across) < Math.abs(down)) return
    // Like turning a page: dragging leftwards brings the next step.
    if (across < 0) goForward()
    else goBack()
  }

  const step = steps[stepIndex]
  const startTimer = (timer: StepTimer) => start(timer, stepIndex + 1)

  return (
    <div className="flex min-h-dvh flex-col bg-stone-50">
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-4 py-3">
          <h1 className="truncate text-lg font-semibold">{recipe.title}</h1>
          <Link
            to={exitHref}
            onClick={(event) => {
              // Opened from the recipe page: going back to it keeps the way back to the list behind it.
              if (((window.history.state as { idx?: number } | null)?.idx ?? 0) === 0) return
              event.preventDefault()
              void navigate(-1)
            }}
            className={buttonVariants({ variant: 'secondary' })}
          >
            <X aria-hidden /> {t('cookMode.exit')}
          </Link>
        </div>
      </header>
      <TimerTray timers={timers} now={now} onPause={pause} onResume={resume} onRemove={remove} />
      <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-6 px-4 py-6">
        {isKeptAwake ? null : (
          <p className="rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-700">
            {t('cookMode.screenMayDim')}
          </p>
        )}
        {step === undefined ? (
          <p className="text-xl text-stone-700">{t('cookMode.noSteps')}</p>
        ) : (
          <section
            aria-labelledby="cook-mode-step"
            className="flex touch-pan-y flex-col gap-4 select-none"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (swipeStart.current = null)}
          >
            <h2 id="cook-mode-step" aria-live="polite" className="text-lg font-semibold text-stone-600">
              {t('cookMode.stepOf', { step: stepIndex + 1, total: steps.length })}
            </h2>
            <StepCard step={step} timers={stepTimers[stepIndex] ?? []} onStartTimer={startTimer} />
          </section>
        )}
        {steps.length > 1 ? (
          <nav aria-label={t('cookMode.stepsNav')} className="flex justify-between gap-3">
            <Button variant="secondary" size="lg" disabled={!canGoBack} onClick={goBack}>
              <ArrowLeft aria-hidden /> {t('cookMode.previous')}
            </Button>
            <Button size="lg" disabled={!canGoForward} onClick={goForward}>
              {t('cookMode.next')} <ArrowRight aria-hidden />
            </Button>
          </nav>
        ) : null}
        <IngredientChecklist recipeId={recipe.id} ingredients={ingredients} />
      </main>
    </div>
  )
}

import { useState } from 'react'
import { ChevronLeft, ChevronRight, ListChecks, ShoppingCart } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { WEEK_DAY_ORDER, dateOfDay } from '@forkcast/contract/planning.schemas'
import { Button, buttonVariants } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useCreatePlan, useCurrentPlan, useGeneratePlanGroceryList } from '../api/weekly-plans'
import { formatAbout } from '../utils/grocery-text'
import {
  formatDayAndDate,
  formatShortDate,
  formatWeekday,
  formatWeekdayHeading,
  shiftWeek,
} from '../utils/week'
import { AddMealDialog } from './add-meal-dialog'
import { DayCard } from './day-card'
import { isUpgradeError, UpgradePrompt } from '@/components/upgrade-prompt'

interface WeeklyPlannerProps {
  groupId: number
  weekStart: string
  onWeekChange: (weekStart: string) => void
}

/** The group's week, Monday first: previous and next week, meals per day, and the week's grocery list. */
export const WeeklyPlanner = ({ groupId, weekStart, onWeekChange }: WeeklyPlannerProps) => {
  const { t } = useTranslation('planning')
  const navigate = useNavigate()
  const current = useCurrentPlan(groupId, weekStart)
  const createPlan = useCreatePlan()
  const generateList = useGeneratePlanGroceryList()
  const [addingDay, setAddingDay] = useState<number | null>(null)
  const lastDay = formatShortDate(dateOfDay(weekStart, 0))

  const navigation = (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <Button variant="secondary" size="sm" onClick={() => onWeekChange(shiftWeek(weekStart, -1))}>
        <ChevronLeft aria-hidden /> {t('weeklyPlanner.previousWeek')}
      </Button>
      <h2
        className="order-first w-full text-center text-lg font-semibold sm:order-none sm:w-auto"
        aria-live="polite"
      >
        {t('weeklyPlanner.weekOf', { start: formatShortDate(weekStart), end: lastDay })}
      </h2>
      <Button variant="secondary" size="sm" onClick={() => onWeekChange(shiftWeek(weekStart, 1))}>
        {t('weeklyPlanner.nextWeek')} <ChevronRight aria-hidden />
      </Button>
    </div>
  )

  if (current.isPending)
    return (
      <div className="flex flex-col gap-6">
        {navigation}
        <Spinner label={t('weeklyPlanner.loading')} />
      </div>
    )
  if (isUpgradeError(current.error))
    return <UpgradePrompt error={current.error} title={t('weeklyPlanner.upgradeTitle')} />
  if (current.isError)
    return (
      <LoadError
        title={t('weeklyPlanner.loadError')}
        isRetrying={current.isFetching}
        onRetry={() => void current.refetch()}
      />
    )

  const plan = current.data.plan
  if (!plan) {
    return (
      <div className="flex flex-col gap-6">
        {navigation}
        <div className="flex flex-col items-center gap-3 rounded-2xl bg-stone-100 p-8 text-center">
          <p className="text-stone-700">{t('weeklyPlanner.noPlan')}</p>
          <Button
            disabled={createPlan.isPending}
            onClick={() => createPlan.mutate({ groupId, weekStartDate: weekStart })}
          >
            {t('weeklyPlanner.startPlan')}
          </Button>
        </div>
      </div>
    )
  }

  const mealCount = Object.values(plan.meals).reduce(
    (total, day) => total + Object.values(day).reduce((sum, meals) => sum + meals.length, 0),
    0,
  )
  const weekCost = Object.values(plan.meals)
    .flatMap((day) => Object.values(day).flat())
    .reduce((total, meal) => total + (meal.estimatedCost ?? 0), 0)
  const makeList = () =>
    generateList.mutate(plan.id, {
      onSuccess: (list) => void navigate(paths.groceryList.getHref(list.id)),
    })

  return (
    <div className="flex flex-col gap-6">
      {navigation}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-stone-600">
          {t('weeklyPlanner.mealsPlanned', { count: mealCount })}
          {weekCost > 0 ? ` · ${formatAbout(weekCost)}` : ''}
        </p>
        <div className="flex flex-wrap gap-2">
          {plan.groceryList ? (
            <Link
              to={paths.groceryList.getHref(plan.groceryList.id)}
              className={buttonVariants({ variant: 'secondary', size: 'sm' })}
            >
              <ListChecks aria-hidden /> {t('weeklyPlanner.openGroceryList')}
            </Link>
          ) : null}
          <Button size="sm" disabled={mealCount === 0 || generateList.isPending} onClick={makeList}>
            <ShoppingCart aria-hidden />{' '}
            {plan.groceryListGenerated
              ? t('weeklyPlanner.updateGroceryList')
              : t('weeklyPlanner.makeGroceryList')}
          </Button>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {WEEK_DAY_ORDER.map((day) => (
          <DayCard
            key={day}
            dayName={formatWeekdayHeading(day)}
            dayInSentence={formatWeekday(day)}
            dateLabel={formatShortDate(dateOfDay(weekStart, day))}
            meals={plan.meals[String(day)]!}
            onAdd={() => setAddingDay(day)}
          />
        ))}
      </div>
      {addingDay !== null ? (
        <AddMealDialog
          groupId={groupId}
          planId={plan.id}
          dayOfWeek={addingDay}
          dateLabel={formatDayAndDate(dateOfDay(weekStart, addingDay))}
          onClose={() => setAddingDay(null)}
        />
      ) : null}
    </div>
  )
}

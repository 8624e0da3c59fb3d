import { Plus, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { MEAL_TYPES, type MealType, type PlannedMeal } from '@forkcast/contract/planning.schemas'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { useCompleteMeal, useRemoveMeal } from '../api/weekly-plans'
import { formatAbout } from '../utils/grocery-text'

interface DayCardProps {
  /** The day as a heading starts it: 'Monday'. */
  dayName: string
  /** The day as a sentence says it: 'Monday', 'lunes'. */
  dayInSentence: string
  dateLabel: string
  meals: Record<MealType, PlannedMeal[]>
  onAdd: () => void
}

/** One day of the week: its meals by type, each can be marked cooked or taken out. */
export const DayCard = ({ dayName, dayInSentence, dateLabel, meals, onAdd }: DayCardProps) => {
  const { t } = useTranslation('planning')
  const completeMeal = useCompleteMeal()
  const removeMeal = useRemoveMeal()
  const planned = MEAL_TYPES.filter((type) => meals[type].length > 0)
  return (
    <Card className="flex flex-col gap-3 p-4" aria-label={`${dayName} ${dateLabel}`} role="region">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">
          {dayName} <span className="font-normal text-stone-500">{dateLabel}</span>
        </h3>
        <Button
          variant="secondary"
          size="sm"
          onClick={onAdd}
          aria-label={t('dayCard.addMeal', { day: dayInSentence })}
        >
          <Plus aria-hidden /> {t('add')}
        </Button>
      </div>
      {planned.length === 0 ? <p className="text-sm text-stone-500">{t('dayCard.nothingPlanned')}</p> : null}
      {planned.map((type) => (
        <div key={type} className="flex flex-col gap-1">
          <h4 className="text-xs font-semibold uppercase tracking-wide text-stone-500">
            {t(`mealType.${type}`)}
          </h4>
          <ul className="flex flex-col gap-1">
            {meals[type].map((meal) => (
              <li key={meal.id} className="flex items-start gap-2 rounded-lg bg-stone-50 p-2">
                <input
                  type="checkbox"
                  className="mt-1 size-4 accent-brand-700"
                  checked={meal.completed}
                  aria-label={t('dayCard.cooked', { title: meal.recipe.title })}
                  onChange={(event) =>
                    completeMeal.mutate({ mealId: meal.id, completed: event.target.checked })
                  }
                />
                <div className="min-w-0 flex-1 text-sm">
                  <p className={meal.completed ? 'text-stone-500 line-through' : 'text-stone-900'}>
                    <Link to={paths.recipe.getHref(meal.recipe.id)} className="hover:underline">
                      {meal.recipe.title}
                    </Link>
                  </p>
                  <p className="text-xs text-stone-500">
                    {t('dayCard.servings', { count: meal.servings })}
                    {meal.recipe.prepTime !== null
                      ? ` · ${t('minutes', { minutes: meal.recipe.prepTime })}`
                      : ''}
                    {meal.estimatedCost !== null ? ` · ${formatAbout(meal.estimatedCost)}` : ''}
                  </p>
                  {meal.notes ? <p className="text-xs text-stone-600">{meal.notes}</p> : null}
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={t('removeTitle', { title: meal.recipe.title })}
                  disabled={removeMeal.isPending}
                  onClick={() => removeMeal.mutate(meal.id)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </Card>
  )
}

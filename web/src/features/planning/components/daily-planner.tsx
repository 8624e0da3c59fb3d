import { useState } from 'react'
import { ShoppingCart, Sparkles } from 'lucide-react'
import type { TFunction } from 'i18next'
import { Controller, type FieldErrors } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import {
  BUDGET_PER_SERVING,
  BUDGET_RANGES,
  DailyPlannerFormSchema,
  DEFAULT_SERVING_SIZE,
  ENERGY_LEVELS,
  MAX_SERVING_SIZE,
  MIN_SERVING_SIZE,
  OCCASION_TYPES,
  splitIngredientLine,
  TIMES_OF_DAY,
  type EnergyLevel,
  type OccasionType,
  type TimeOfDay,
} from '@forkcast/contract/planning.schemas'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { getFieldErrors } from '@/lib/api-client'
import { describeMutationError } from '@/lib/mutation-errors'
import { useSchemaForm } from '@/lib/use-schema-form'
import { useCreateGroceryList, useRecommendations } from '../api/smart-meals'
import { ChoiceGroup } from './choice-group'
import { RecommendationCard } from './recommendation-card'
import { isUpgradeError, UpgradePrompt } from '@/components/upgrade-prompt'

/** The choices in the language on screen; a budget names its range per serving, e.g. 'Low ($5-10)'. */
const choiceOptions = (t: TFunction<'planning'>) => ({
  time: TIMES_OF_DAY.map((value) => ({ value, label: t(`dailyPlanner.timeOfDay.${value}`) })),
  energy: ENERGY_LEVELS.map((value) => ({ value, label: t(`dailyPlanner.energyLevel.${value}`) })),
  occasion: OCCASION_TYPES.map((value) => ({ value, label: t(`dailyPlanner.occasion.${value}`) })),
  budget: BUDGET_RANGES.map((value) => ({
    value,
    label: t(`dailyPlanner.budget.${value}`, {
      min: BUDGET_PER_SERVING[value].min,
      max: BUDGET_PER_SERVING[value].max ?? '',
    }),
  })),
})

// What most families plan on a given day: the first tap already gives dinner ideas.
const DEFAULT_TIME_OF_DAY: TimeOfDay = 'evening'
const DEFAULT_ENERGY_LEVEL: EnergyLevel = 'medium'
const DEFAULT_OCCASION_TYPE: OccasionType = 'weekday'

const FORM_FIELDS = [
  'timeOfDay',
  'energyLevel',
  'occasionType',
  'budgetRange',
  'servingSize',
  'availableIngredients',
] as const
type FormField = (typeof FORM_FIELDS)[number]

/** A field's message, or its first item's: a bad ingredient's problem is filed under its place in the list. */
const messageOf = (error: unknown): string | undefined => {
  if (typeof error !== 'object' || error === null) return undefined
  if ('type' in error)
    return 'message' in error && typeof error.message === 'string' ? error.message : undefined
  for (const nested of Object.values(error)) {
    const message = messageOf(nested)
    if (message) return message
  }
  return undefined
}

/** Each message shown once only, beside the first field that has it: the three choices share one. */
const distinctMessages = (errors: FieldErrors): Partial<Record<FormField, string>> => {
  const shown = new Set<string>()
  const messages: Partial<Record<FormField, string>> = {}
  for (const field of FORM_FIELDS) {
    const message = messageOf(errors[field])
    if (typeof message !== 'string' || shown.has(message)) continue
    shown.add(message)
    messages[field] = message
  }
  return messages
}

interface DailyPlannerProps {
  groupId: number
  fridgeInventory: readonly string[]
}

/** The daily smart planner: what the family feels like today, then scored suggestions and a shopping list. */
export const DailyPlanner = ({ groupId, fridgeInventory }: DailyPlannerProps) => {
  const { t } = useTranslation('planning')
  const navigate = useNavigate()
  const form = useSchemaForm(DailyPlannerFormSchema, {
    // The servings box says what is wrong as it is typed in, as it did before it was a schema form.
    mode: 'onChange',
    defaultValues: {
      timeOfDay: DEFAULT_TIME_OF_DAY,
      energyLevel: DEFAULT_ENERGY_LEVEL,
      occasionType: DEFAULT_OCCASION_TYPE,
      budgetRange: 'medium',
      servingSize: DEFAULT_SERVING_SIZE,
      availableIngredients: fridgeInventory.join(', '),
    },
  })
  const [selected, setSelected] = useState<number[]>([])
  const recommendations = useRecommendations()
  const groceryList = useCreateGroceryList()

  const submit = form.handleSubmit((values) => {
    setSelected([])
    recommendations.mutate(
      { groupId, ...values },
      {
        onError: (error) => {
          form.showServerErrors(error)
          // Anything not about these fields (or a failure naming none) goes under the button.
          const isAboutTheForm = Object.keys(getFieldErrors(error)).some((path) =>
            FORM_FIELDS.some((name) => name === path.split('.')[0]),
          )
          if (!isAboutTheForm) form.setError('root.server', { message: describeMutationError(error) })
        },
      },
    )
  })

  const makeList = () =>
    groceryList.mutate(
      // What the cook has is left off the list.
      {
        groupId,
        recipeIds: selected,
        servings: form.getValues('servingSize') ?? DEFAULT_SERVING_SIZE,
        onHand: splitIngredientLine(form.getValues('availableIngredients')),
      },
      {
        onSuccess: (list) => void navigate(paths.groceryList.getHref(list.id)),
      },
    )

  if (isUpgradeError(recommendations.error))
    return <UpgradePrompt error={recommendations.error} title={t('dailyPlanner.upgradeTitle')} />
  const toggle = (recipeId: number) =>
    setSelected((current) =>
      current.includes(recipeId) ? current.filter((id) => id !== recipeId) : [...current, recipeId],
    )
  const { errors } = form.formState
  const fieldErrors = distinctMessages(errors)
  const otherError = errors.root?.server?.message
  const options = choiceOptions(t)

  return (
    <div className="flex flex-col gap-6">
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-5 rounded-2xl border border-stone-200 bg-white p-4 sm:p-6"
      >
        <Controller
          control={form.control}
          name="timeOfDay"
          render={({ field }) => (
            <ChoiceGroup
              label={t('dailyPlanner.timeOfDay.label')}
              options={options.time}
              value={field.value}
              onChange={field.onChange}
              error={fieldErrors.timeOfDay}
            />
          )}
        />
        <Controller
          control={form.control}
          name="energyLevel"
          render={({ field }) => (
            <ChoiceGroup
              label={t('dailyPlanner.energyLevel.label')}
              options={options.energy}
              value={field.value}
              onChange={field.onChange}
              error={fieldErrors.energyLevel}
            />
          )}
        />
        <Controller
          control={form.control}
          name="occasionType"
          render={({ field }) => (
            <ChoiceGroup
              label={t('dailyPlanner.occasion.label')}
              options={options.occasion}
              value={field.value}
              onChange={field.onChange}
              error={fieldErrors.occasionType}
            />
          )}
        />
        <Controller
          control={form.control}
          name="budgetRange"
          render={({ field }) => (
            <ChoiceGroup
              label={t('dailyPlanner.budget.label')}
              options={options.budget}
              value={field.value ?? 'medium'}
              onChange={field.onChange}
              error={fieldErrors.budgetRange}
            />
          )}
        />
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <Field
            label={t('dailyPlanner.servings')}
            type="number"
            inputMode="numeric"
            min={MIN_SERVING_SIZE}
            max={MAX_SERVING_SIZE}
            error={fieldErrors.servingSize}
            {...form.register('servingSize', { valueAsNumber: true })}
          />
          <Field
            label={t('dailyPlanner.ingredients')}
            hint={t('dailyPlanner.ingredientsHint')}
            error={fieldErrors.availableIngredients}
            {...form.register('availableIngredients')}
          />
        </div>
        <Button type="submit" disabled={recommendations.isPending} className="self-start">
          <Sparkles aria-hidden />{' '}
          {recommendations.isPending ? t('dailyPlanner.findingMeals') : t('dailyPlanner.getRecommendations')}
        </Button>
        {otherError ? (
          <p role="alert" className="text-sm text-red-700">
            {otherError}
          </p>
        ) : null}
      </form>

      {recommendations.isPending ? <Spinner label={t('dailyPlanner.scoring')} /> : null}
      {recommendations.data && recommendations.data.length === 0 ? (
        <p className="rounded-2xl bg-stone-100 p-6 text-center text-stone-700">
          {t('dailyPlanner.noneSafe')}
        </p>
      ) : null}
      {recommendations.data && recommendations.data.length > 0 ? (
        <section aria-labelledby="recommendations-heading" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="recommendations-heading" className="text-xl font-semibold">
              {t('dailyPlanner.recommendedHeading')}
            </h2>
            <Button
              variant="secondary"
              disabled={selected.length === 0 || groceryList.isPending}
              onClick={makeList}
            >
              <ShoppingCart aria-hidden /> {t('dailyPlanner.makeGroceryList', { number: selected.length })}
            </Button>
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            {recommendations.data.map((recommendation) => (
              <RecommendationCard
                key={recommendation.recipeId}
                recommendation={recommendation}
                action={
                  <label className="flex items-center gap-2 text-sm font-medium">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-700"
                      checked={selected.includes(recommendation.recipeId)}
                      onChange={() => toggle(recommendation.recipeId)}
                    />
                    {t('dailyPlanner.addToGroceryList')}
                  </label>
                }
              />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  )
}

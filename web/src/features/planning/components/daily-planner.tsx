import { useState } from 'react'
import { ShoppingCart, Sparkles } from 'lucide-react'
import { Controller, type FieldErrors } from 'react-hook-form'
import { useNavigate } from 'react-router'
import {
  BUDGET_PER_SERVING,
  BUDGET_RANGES,
  DailyPlannerFormSchema,
  DEFAULT_SERVING_SIZE,
  MAX_SERVING_SIZE,
  MIN_SERVING_SIZE,
  splitIngredientLine,
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

const TIME_OPTIONS = [
  { value: 'morning', label: 'Morning' },
  { value: 'afternoon', label: 'Afternoon' },
  { value: 'evening', label: 'Evening' },
] as const
const ENERGY_OPTIONS = [
  { value: 'low', label: 'Low energy' },
  { value: 'medium', label: 'Medium energy' },
  { value: 'high', label: 'High energy' },
] as const
const OCCASION_OPTIONS = [
  { value: 'weekday', label: 'Weekday' },
  { value: 'weekend', label: 'Weekend' },
  { value: 'special', label: 'Special occasion' },
] as const
const BUDGET_OPTIONS = BUDGET_RANGES.map((value) => ({
  value,
  label:
    value === 'unlimited'
      ? 'No limit'
      : `${value.charAt(0).toUpperCase()}${value.slice(1)} (${BUDGET_PER_SERVING[value].label.replace(' per serving', '')})`,
}))

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
    return <UpgradePrompt error={recommendations.error} title="Upgrade to use the Smart Planner" />
  const toggle = (recipeId: number) =>
    setSelected((current) =>
      current.includes(recipeId) ? current.filter((id) => id !== recipeId) : [...current, recipeId],
    )
  const { errors } = form.formState
  const fieldErrors = distinctMessages(errors)
  const otherError = errors.root?.server?.message

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
              label="Time of day"
              options={TIME_OPTIONS}
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
              label="Energy level"
              options={ENERGY_OPTIONS}
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
              label="Occasion"
              options={OCCASION_OPTIONS}
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
              label="Budget per serving"
              options={BUDGET_OPTIONS}
              value={field.value ?? 'medium'}
              onChange={field.onChange}
              error={fieldErrors.budgetRange}
            />
          )}
        />
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <Field
            label="Servings"
            type="number"
            inputMode="numeric"
            min={MIN_SERVING_SIZE}
            max={MAX_SERVING_SIZE}
            error={fieldErrors.servingSize}
            {...form.register('servingSize', { valueAsNumber: true })}
          />
          <Field
            label="Ingredients you have"
            hint="Separate them with commas, e.g. chicken, rice, spinach"
            error={fieldErrors.availableIngredients}
            {...form.register('availableIngredients')}
          />
        </div>
        <Button type="submit" disabled={recommendations.isPending} className="self-start">
          <Sparkles aria-hidden /> {recommendations.isPending ? 'Finding meals...' : 'Get recommendations'}
        </Button>
        {otherError ? (
          <p role="alert" className="text-sm text-red-700">
            {otherError}
          </p>
        ) : null}
      </form>

      {recommendations.isPending ? <Spinner label="Scoring recipes for your family..." /> : null}
      {recommendations.data && recommendations.data.length === 0 ? (
        <p className="rounded-2xl bg-stone-100 p-6 text-center text-stone-700">
          No recipe is safe for everyone with these choices. Try another time of day or budget, or add recipes
          to your collection.
        </p>
      ) : null}
      {recommendations.data && recommendations.data.length > 0 ? (
        <section aria-labelledby="recommendations-heading" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="recommendations-heading" className="text-xl font-semibold">
              Recommended for your family
            </h2>
            <Button
              variant="secondary"
              disabled={selected.length === 0 || groceryList.isPending}
              onClick={makeList}
            >
              <ShoppingCart aria-hidden /> Make grocery list ({selected.length})
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
                    Add to grocery list
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

import { useState, type FormEvent } from 'react'
import { ShoppingCart, Sparkles } from 'lucide-react'
import { useNavigate } from 'react-router'
import {
  BUDGET_PER_SERVING,
  BUDGET_RANGES,
  DEFAULT_SERVING_SIZE,
  MAX_SERVING_SIZE,
  MIN_SERVING_SIZE,
  type BudgetRange,
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

const splitList = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  ),
]

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
]

/** The server's problems with fields of this form, each message shown once only: beside the first field it names. */
const distinctFieldErrors = (error: unknown): Record<string, string> => {
  const shown = new Set<string>()
  const errors: Record<string, string> = {}
  for (const [field, message] of Object.entries(getFieldErrors(error))) {
    if (!FORM_FIELDS.includes(field) || shown.has(message)) continue
    shown.add(message)
    errors[field] = message
  }
  return errors
}

interface DailyPlannerProps {
  groupId: number
  fridgeInventory: readonly string[]
}

/** The daily smart planner: what the family feels like today, then scored suggestions and a shopping list. */
export const DailyPlanner = ({ groupId, fridgeInventory }: DailyPlannerProps) => {
  const navigate = useNavigate()
  const [timeOfDay, setTimeOfDay] = useState<TimeOfDay>(DEFAULT_TIME_OF_DAY)
  const [energyLevel, setEnergyLevel] = useState<EnergyLevel>(DEFAULT_ENERGY_LEVEL)
  const [occasionType, setOccasionType] = useState<OccasionType>(DEFAULT_OCCASION_TYPE)
  const [budgetRange, setBudgetRange] = useState<BudgetRange>('medium')
  const [servingSize, setServingSize] = useState(String(DEFAULT_SERVING_SIZE))
  const [ingredientsText, setIngredientsText] = useState(fridgeInventory.join(', '))
  const [selected, setSelected] = useState<number[]>([])
  const recommendations = useRecommendations()
  const groceryList = useCreateGroceryList()

  const servings = Number(servingSize)
  const isServingsValid =
    Number.isInteger(servings) && servings >= MIN_SERVING_SIZE && servings <= MAX_SERVING_SIZE

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!isServingsValid) return
    setSelected([])
    recommendations.mutate({
      groupId,
      timeOfDay,
      energyLevel,
      occasionType,
      budgetRange,
      servingSize: servings,
      availableIngredients: splitList(ingredientsText),
    })
  }

  const makeList = () =>
    groceryList.mutate(
      // What the cook has is left off the list.
      { groupId, recipeIds: selected, servings, onHand: splitList(ingredientsText) },
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
  const fieldErrors = distinctFieldErrors(recommendations.error)
  const otherError =
    recommendations.error && Object.keys(fieldErrors).length === 0
      ? describeMutationError(recommendations.error)
      : null

  return (
    <div className="flex flex-col gap-6">
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-5 rounded-2xl border border-stone-200 bg-white p-4 sm:p-6"
      >
        <ChoiceGroup
          label="Time of day"
          options={TIME_OPTIONS}
          value={timeOfDay}
          onChange={setTimeOfDay}
          error={fieldErrors.timeOfDay}
        />
        <ChoiceGroup
          label="Energy level"
          options={ENERGY_OPTIONS}
          value={energyLevel}
          onChange={setEnergyLevel}
          error={fieldErrors.energyLevel}
        />
        <ChoiceGroup
          label="Occasion"
          options={OCCASION_OPTIONS}
          value={occasionType}
          onChange={setOccasionType}
          error={fieldErrors.occasionType}
        />
        <ChoiceGroup
          label="Budget per serving"
          options={BUDGET_OPTIONS}
          value={budgetRange}
          onChange={setBudgetRange}
          error={fieldErrors.budgetRange}
        />
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <div className="flex flex-col gap-1">
            <Field
              label="Servings"
              type="number"
              inputMode="numeric"
              min={MIN_SERVING_SIZE}
              max={MAX_SERVING_SIZE}
              value={servingSize}
              onChange={(event) => setServingSize(event.target.value)}
              aria-invalid={!isServingsValid}
            />
            {!isServingsValid ? (
              <p className="text-sm text-red-700">Choose 1 to 8 servings.</p>
            ) : fieldErrors.servingSize ? (
              <p className="text-sm text-red-700">{fieldErrors.servingSize}</p>
            ) : null}
          </div>
          <Field
            label="Ingredients you have"
            hint="Separate them with commas, e.g. chicken, rice, spinach"
            value={ingredientsText}
            onChange={(event) => setIngredientsText(event.target.value)}
            error={fieldErrors.availableIngredients}
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

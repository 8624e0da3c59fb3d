import { useState } from 'react'
import { Plus, Search } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import {
  DEFAULT_MEAL_SERVINGS,
  MAX_MEAL_SERVINGS,
  MEAL_TYPES,
  type MealType,
} from '@forkcast/contract/planning.schemas'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { Label } from '@/components/ui/label'
import { Spinner } from '@/components/ui/spinner'
import { useCatalogText } from '@/lib/catalog-text'
import { notify } from '@/lib/toast'
import { useAddMeal, usePlanSuggestions, useRecipeSearch } from '../api/weekly-plans'
import { formatWeekday } from '../utils/week'
import { ScoreBadge } from './score-badge'

interface AddMealDialogProps {
  groupId: number
  planId: number
  dayOfWeek: number
  /** The day and its date, e.g. 'Monday, Mar 2'. */
  dateLabel: string
  onClose: () => void
}

/** Places a recipe on a day: smart suggestions for the slot, or any recipe found by name. */
export const AddMealDialog = ({ groupId, planId, dayOfWeek, dateLabel, onClose }: AddMealDialogProps) => {
  const { t } = useTranslation('planning')
  const words = useCatalogText()
  const [mealType, setMealType] = useState<MealType>('dinner')
  const [servings, setServings] = useState(String(DEFAULT_MEAL_SERVINGS))
  const [searchText, setSearchText] = useState('')
  const suggestions = usePlanSuggestions(groupId, { dayOfWeek, mealType })
  const search = useRecipeSearch(groupId, searchText)
  const addMeal = useAddMeal(planId)
  const servingCount = Number(servings)
  const isServingsValid =
    Number.isInteger(servingCount) && servingCount >= 1 && servingCount <= MAX_MEAL_SERVINGS

  const add = (recipeId: number, title: string) => {
    if (!isServingsValid) return
    addMeal.mutate(
      { recipeId, dayOfWeek, mealType, servings: servingCount },
      {
        onSuccess: () => {
          notify({
            title: t('addMealDialog.added'),
            description: t('addMealDialog.addedDescription', {
              title,
              meal: t(`mealInSentence.${mealType}`),
              day: formatWeekday(dayOfWeek),
            }),
          })
          onClose()
        },
      },
    )
  }

  const searchResults = searchText.trim().length >= 2 ? (search.data ?? []) : []
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('addMealDialog.title', { date: dateLabel })}
      className="max-w-lg"
    >
      <div className="flex flex-col gap-4">
        <div className="grid grid-cols-2 gap-3">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="meal-type">{t('addMealDialog.meal')}</Label>
            <select
              id="meal-type"
              value={mealType}
              onChange={(event) => setMealType(event.target.value as MealType)}
              className="h-11 rounded-xl border border-stone-300 bg-white px-3"
            >
              {MEAL_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`mealType.${type}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <Field
              label={t('addMealDialog.servings')}
              type="number"
              min={1}
              max={MAX_MEAL_SERVINGS}
              value={servings}
              onChange={(event) => setServings(event.target.value)}
              aria-invalid={!isServingsValid}
            />
            {!isServingsValid ? (
              <p className="text-sm text-red-700">
                {t('addMealDialog.servingsRange', { max: MAX_MEAL_SERVINGS })}
              </p>
            ) : null}
          </div>
        </div>

        <div className="relative">
          <Field
            label={t('addMealDialog.findRecipe')}
            type="search"
            placeholder={t('addMealDialog.findRecipePlaceholder')}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
          <Search className="pointer-events-none absolute right-3 top-9 size-4 text-stone-400" aria-hidden />
        </div>
        {searchText.trim().length >= 2 ? (
          <RecipeChoices
            heading={t('addMealDialog.recipesFound')}
            isLoading={search.isPending}
            isError={search.isError}
            empty={t('addMealDialog.noRecipesFound', { query: searchText.trim() })}
            choices={searchResults.map((recipe) => ({
              id: recipe.id,
              title: recipe.title,
              detail: words.cuisineLabel(recipe.cuisine),
            }))}
            disabled={addMeal.isPending}
            onAdd={add}
          />
        ) : (
          <RecipeChoices
            heading={t('addMealDialog.suggestedFor', { meal: t(`mealInSentence.${mealType}`) })}
            isLoading={suggestions.isPending}
            isError={suggestions.isError}
            empty={t('addMealDialog.noSuggestions')}
            choices={(suggestions.data ?? []).map((suggestion) => ({
              id: suggestion.recipeId,
              title: suggestion.title,
              detail: suggestion.scoring.timeMatch.reason,
              score: suggestion.smartScore,
            }))}
            disabled={addMeal.isPending}
            onAdd={add}
          />
        )}
      </div>
    </Dialog>
  )
}

interface RecipeChoicesProps {
  heading: string
  isLoading: boolean
  isError: boolean
  empty: string
  choices: Array<{ id: number; title: string; detail: string; score?: number }>
  disabled: boolean
  onAdd: (recipeId: number, title: string) => void
}

const RecipeChoices = ({
  heading,
  isLoading,
  isError,
  empty,
  choices,
  disabled,
  onAdd,
}: RecipeChoicesProps) => {
  const { t } = useTranslation('planning')
  return (
    <section className="flex flex-col gap-2" aria-label={heading}>
      <h3 className="text-sm font-semibold text-stone-800">{heading}</h3>
      {isLoading ? <Spinner label={t('addMealDialog.findingRecipes')} /> : null}
      {isError ? <p className="text-sm text-red-700">{t('addMealDialog.loadError')}</p> : null}
      {!isLoading && !isError && choices.length === 0 ? (
        <p className="text-sm text-stone-600">{empty}</p>
      ) : null}
      <ul className="flex flex-col gap-2">
        {choices.map((choice) => (
          <li key={choice.id} className="flex items-center gap-3 rounded-xl border border-stone-200 p-3">
            <div className="min-w-0 flex-1">
              <p className="font-medium text-stone-900">{choice.title}</p>
              <p className="text-xs text-stone-600">{choice.detail}</p>
            </div>
            {choice.score !== undefined ? <ScoreBadge score={choice.score} /> : null}
            <Button
              size="sm"
              disabled={disabled}
              onClick={() => onAdd(choice.id, choice.title)}
              aria-label={t('addTitle', { title: choice.title })}
            >
              <Plus aria-hidden /> {t('add')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  )
}

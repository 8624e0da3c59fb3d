import { useId } from 'react'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ALLERGENS, type AllergenId } from '@forkcast/contract/allergens'
import { AllergenReviewBodySchema, type Recipe } from '@forkcast/contract/recipes.schemas'
import { Button } from '@/components/ui/button'
import { useCatalogText } from '@/lib/catalog-text'
import { describeMutationError } from '@/lib/mutation-errors'
import { useSchemaForm } from '@/lib/use-schema-form'
import { useReviewAllergens } from '../api/review-allergens'

interface AllergenReviewFormProps {
  recipe: Pick<Recipe, 'id' | 'allergens' | 'mayContain'>
}

/** The ids in the order the list shows them, with `id` ticked or unticked. */
const toggled = (chosen: readonly AllergenId[], id: AllergenId): AllergenId[] =>
  ALLERGENS.map((entry) => entry.id).filter((each) =>
    each === id ? !chosen.includes(id) : chosen.includes(each),
  )

/**
 * The owner ticks what the recipe contains. What the allergen check already found stays ticked: a review
 * adds to it, never clears it.
 */
export const AllergenReviewForm = ({ recipe }: AllergenReviewFormProps) => {
  const { t } = useTranslation('recipes')
  const words = useCatalogText()
  const found = new Set<AllergenId>([...recipe.allergens, ...recipe.mayContain])
  const form = useSchemaForm(AllergenReviewBodySchema, {
    defaultValues: { allergens: ALLERGENS.map((entry) => entry.id).filter((id) => found.has(id)) },
  })
  const { errors } = form.formState
  const review = useReviewAllergens()
  const confirm = (allergens: AllergenId[]) =>
    review.mutate({ recipeId: recipe.id, allergens }, { onError: (error) => form.showServerErrors(error) })
  const chosenCount = form.watch('allergens').length
  const fieldError = errors.allergens?.message
  const errorId = useId()
  return (
    <form
      className="flex flex-col gap-3"
      aria-label={t('allergenReview.formLabel')}
      noValidate
      onSubmit={form.handleSubmit((body) => confirm(body.allergens))}
    >
      <Controller
        control={form.control}
        name="allergens"
        render={({ field }) => (
          <fieldset
            aria-describedby={fieldError ? errorId : undefined}
            aria-invalid={fieldError ? true : undefined}
          >
            <legend className="text-sm font-semibold">{t('allergenReview.question')}</legend>
            <div className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
              {ALLERGENS.map((entry) => (
                <label key={entry.id} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-700"
                    name={field.name}
                    value={entry.id}
                    checked={field.value.includes(entry.id)}
                    disabled={found.has(entry.id) || review.isPending}
                    onChange={() => field.onChange(toggled(field.value, entry.id))}
                    onBlur={field.onBlur}
                  />
                  {words.allergenLabel(entry.id)}
                  {found.has(entry.id) ? (
                    <span className="text-xs text-stone-500">{t('allergenReview.found')}</span>
                  ) : null}
                </label>
              ))}
            </div>
            {fieldError ? (
              <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
                {fieldError}
              </p>
            ) : null}
          </fieldset>
        )}
      />
      {review.isError && !fieldError ? (
        <p role="alert" className="text-sm text-red-800">
          {describeMutationError(review.error, t('allergenReview.notSaved'))}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={review.isPending || chosenCount === 0}>
          {t('allergenReview.confirm')}
        </Button>
        {found.size === 0 ? (
          <Button
            type="button"
            size="sm"
            variant="secondary"
            disabled={review.isPending}
            onClick={() => confirm([])}
          >
            {t('allergenReview.containsNone')}
          </Button>
        ) : null}
      </div>
    </form>
  )
}

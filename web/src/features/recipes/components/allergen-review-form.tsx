import { useState } from 'react'
import { ALLERGENS, type AllergenId } from '@forkcast/contract/allergens'
import type { Recipe } from '@forkcast/contract/recipes.schemas'
import { Button } from '@/components/ui/button'
import { describeMutationError } from '@/lib/mutation-errors'
import { useReviewAllergens } from '../api/review-allergens'

interface AllergenReviewFormProps {
  recipe: Pick<Recipe, 'id' | 'allergens' | 'mayContain'>
}

/**
 * The owner ticks what the recipe contains. What the allergen check already found stays ticked: a review
 * adds to it, never clears it.
 */
export const AllergenReviewForm = ({ recipe }: AllergenReviewFormProps) => {
  const found = new Set<AllergenId>([...recipe.allergens, ...recipe.mayContain])
  const [chosen, setChosen] = useState<Set<AllergenId>>(() => new Set(found))
  const review = useReviewAllergens()
  const toggle = (id: AllergenId) =>
    setChosen((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  const confirm = (allergens: AllergenId[]) => review.mutate({ recipeId: recipe.id, allergens })
  return (
    <form
      className="flex flex-col gap-3"
      aria-label="Confirm the allergens"
      onSubmit={(event) => {
        event.preventDefault()
        confirm(ALLERGENS.map((entry) => entry.id).filter((id) => chosen.has(id)))
      }}
    >
      <fieldset>
        <legend className="text-sm font-semibold">Which of these does it contain?</legend>
        <div className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
          {ALLERGENS.map((entry) => (
            <label key={entry.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={chosen.has(entry.id)}
                disabled={found.has(entry.id) || review.isPending}
                onChange={() => toggle(entry.id)}
              />
              {entry.label}
              {found.has(entry.id) ? <span className="text-xs text-stone-500">(found)</span> : null}
            </label>
          ))}
        </div>
      </fieldset>
      {review.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {describeMutationError(review.error, 'The allergens were not saved. Please try again.')}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={review.isPending || chosen.size === 0}>
          Confirm these allergens
        </Button>
        {found.size === 0 ? (
          <Button
            type="button"
            size="sm"
            variant="secondary"
            disabled={review.isPending}
            onClick={() => confirm([])}
          >
            It contains none of these
          </Button>
        ) : null}
      </div>
    </form>
  )
}

import { Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { RATING_MAX } from '@forkcast/contract/recipes.constants'
import type { Recipe } from '@forkcast/contract/recipes.schemas'
import { cn } from '@/lib/cn'
import { notify } from '@/lib/toast'
import { useRateRecipe } from '../api/recipe-mutations'

const STARS = Array.from({ length: RATING_MAX }, (_, index) => index + 1)

/** The user's own 1–5 rating as a radio group of stars; rating again replaces it. */
export const RatingStars = ({ recipe }: { recipe: Recipe }) => {
  const { t } = useTranslation('recipes')
  const rateRecipe = useRateRecipe()
  const current = rateRecipe.variables?.rating ?? recipe.userRating ?? 0
  const rate = async (rating: number) => {
    try {
      await rateRecipe.mutateAsync({ recipeId: recipe.id, rating })
      notify({
        title: t('ratingStars.thanksTitle'),
        description: t('ratingStars.thanksDescription', { title: recipe.title, rating }),
      })
    } catch {
      // The query client's mutation cache has already said what the server answered.
    }
  }
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-medium text-stone-700">{t('ratingStars.label')}</legend>
      <div role="radiogroup" aria-label={t('ratingStars.label')} className="flex gap-1">
        {STARS.map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={current === value}
            aria-label={t('ratingStars.star', { count: value })}
            disabled={rateRecipe.isPending}
            onClick={() => void rate(value)}
            className="rounded-lg p-1 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
          >
            <Star
              className={cn('size-7', value <= current ? 'fill-amber-400 text-amber-500' : 'text-stone-300')}
              aria-hidden
            />
          </button>
        ))}
      </div>
    </fieldset>
  )
}

import { Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useCatalogText } from '@/lib/catalog-text'

interface RecipeRatingProps {
  averageRating: number | null
  totalRatings: number
  showCount?: boolean
}

/** The community rating with one decimal, or 'New' before anyone rated. */
export const RecipeRating = ({ averageRating, totalRatings, showCount = false }: RecipeRatingProps) => {
  const { t } = useTranslation('recipes')
  const words = useCatalogText()
  // One decimal, as the contract's formatRating gives it, with the language's decimal mark; or 'New'.
  const rating = words.rating(averageRating, totalRatings)
  if (averageRating === null || totalRatings === 0) {
    return (
      <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
        {rating}
      </span>
    )
  }
  return (
    <span className="inline-flex items-center gap-1 text-sm font-medium text-stone-800">
      <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden />
      <span aria-label={t('recipeRating.rated', { rating })}>{rating}</span>
      {showCount ? (
        <span className="text-stone-500">{t('recipeRating.reviews', { count: totalRatings })}</span>
      ) : null}
    </span>
  )
}

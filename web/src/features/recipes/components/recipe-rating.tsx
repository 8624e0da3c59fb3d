import { Star } from 'lucide-react'
import { formatRating } from '@forkcast/contract/recipes.constants'
import { formatCount } from '../utils/format-recipe'

interface RecipeRatingProps {
  averageRating: number | null
  totalRatings: number
  showCount?: boolean
}

/** The community rating with one decimal, or 'New' before anyone rated. */
export const RecipeRating = ({ averageRating, totalRatings, showCount = false }: RecipeRatingProps) => {
  const rating = formatRating(averageRating, totalRatings)
  if (rating === 'New') {
    return (
      <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">New</span>
    )
  }
  return (
    <span className="inline-flex items-center gap-1 text-sm font-medium text-stone-800">
      <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden />
      <span aria-label={`Rated ${rating} out of 5`}>{rating}</span>
      {showCount ? <span className="text-stone-500">({formatCount(totalRatings, 'review')})</span> : null}
    </span>
  )
}

import type { ReactNode } from 'react'
import {
  RECOMMENDATION_CATEGORY_LABELS,
  type RecommendationCategory,
} from '@forkcast/contract/discovery.constants'
import type { Hidden } from '@forkcast/contract/recipes.schemas'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useRecommendations } from '../api/get-recommendations'
import { RecommendationCard } from './recommendation-card'

const DESCRIPTIONS: Record<RecommendationCategory, string> = {
  trending: 'What families saved and rated highly over the last two weeks.',
  personalized:
    'Based on your saves, ratings and favourite cuisines, and on what people with similar taste liked.',
  quick: 'Within your usual prep time and at or below your cooking level.',
  seasonal: 'Made for the season where you live.',
}

const EMPTY: Record<RecommendationCategory, string> = {
  trending: 'Nothing is trending yet. Save or rate a few recipes to get things going.',
  personalized: 'Save or rate a few recipes and we will learn what you like.',
  quick: 'No recipes fit your usual prep time and level yet. Try a longer prep time in Meal Preferences.',
  seasonal: 'No recipes for this season yet.',
}

/** One category: heading, what it is based on, and its recommendations (or why there are none). */
export const RecommendationSection = ({
  category,
  groupId,
  hiddenNote,
}: {
  category: RecommendationCategory
  groupId: number
  /** How the page says what the allergy filter left out of this category. */
  hiddenNote?: (hidden: Hidden) => ReactNode
}) => {
  const { data, isPending, isError, refetch, isRefetching } = useRecommendations(category, groupId)
  const headingId = `recommendations-${category}`
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div>
        <h2 id={headingId} className="text-xl font-semibold">
          {RECOMMENDATION_CATEGORY_LABELS[category]}
        </h2>
        <p className="text-sm text-stone-600">{DESCRIPTIONS[category]}</p>
      </div>
      {data ? hiddenNote?.(data.hidden) : null}
      {isPending ? (
        <Spinner
          className="py-8"
          label={`Loading ${RECOMMENDATION_CATEGORY_LABELS[category].toLowerCase()}...`}
        />
      ) : isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 p-3 text-sm text-red-800"
        >
          We could not load these recommendations.
          <Button size="sm" variant="secondary" disabled={isRefetching} onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : data.recommendations.length === 0 ? (
        <p className="rounded-xl bg-stone-100 p-3 text-sm text-stone-700">{EMPTY[category]}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.recommendations.map((recommendation) => (
            <li key={recommendation.id} className="min-w-0">
              <RecommendationCard recommendation={recommendation} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

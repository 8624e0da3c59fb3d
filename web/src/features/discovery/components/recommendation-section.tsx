import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { RecommendationCategory } from '@forkcast/contract/discovery.constants'
import type { Hidden } from '@forkcast/contract/recipes.schemas'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useCatalogText } from '@/lib/catalog-text'
import { useRecommendations } from '../api/get-recommendations'
import { RecommendationCard } from './recommendation-card'

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
  const { t } = useTranslation('discovery')
  const catalog = useCatalogText()
  const title = catalog.recommendationCategory(category)
  const { data, isPending, isError, refetch, isRefetching } = useRecommendations(category, groupId)
  const headingId = `recommendations-${category}`
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div>
        <h2 id={headingId} className="text-xl font-semibold">
          {title}
        </h2>
        <p className="text-sm text-stone-600">{t(`recommendationSection.description.${category}`)}</p>
      </div>
      {data ? hiddenNote?.(data.hidden) : null}
      {isPending ? (
        <Spinner
          className="py-8"
          label={t('recommendationSection.loading', {
            category: title.toLocaleLowerCase(),
          })}
        />
      ) : isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 p-3 text-sm text-red-800"
        >
          {t('recommendationSection.loadError')}
          <Button size="sm" variant="secondary" disabled={isRefetching} onClick={() => void refetch()}>
            {t('recommendationSection.tryAgain')}
          </Button>
        </div>
      ) : data.recommendations.length === 0 ? (
        <p className="rounded-xl bg-stone-100 p-3 text-sm text-stone-700">
          {t(`recommendationSection.empty.${category}`)}
        </p>
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

import { useId } from 'react'
import { Sparkles, Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { AiRecommendation } from '@forkcast/contract/discovery.schemas'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { DifficultyMeter } from '@/components/ui/difficulty-meter'
import { paths } from '@/config/paths'
import { useCatalogText } from '@/lib/catalog-text'
import { formatNumber } from '@/lib/format'

/** One recommended recipe with the reason it was picked and a way to open it. */
export const RecommendationCard = ({ recommendation }: { recommendation: AiRecommendation }) => {
  const { t } = useTranslation('discovery')
  const catalog = useCatalogText()
  const headingId = useId()
  return (
    <Card className="flex h-full min-w-0 flex-col gap-3 p-4" role="article" aria-labelledby={headingId}>
      <div className="flex items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 break-words font-semibold text-stone-900">
          {recommendation.title}
        </h3>
        {recommendation.rating !== null ? (
          <span className="inline-flex shrink-0 items-center gap-1 text-sm text-stone-700">
            <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
            <span>
              {formatNumber(recommendation.rating, {
                minimumFractionDigits: 1,
                maximumFractionDigits: 1,
                useGrouping: false,
              })}
              <span className="sr-only"> {t('recommendationCard.outOfFive')}</span>
            </span>
          </span>
        ) : null}
      </div>
      <p className="text-xs text-stone-600">{catalog.cuisineLabel(recommendation.cuisine)}</p>
      {/* prepTime is the recipe's total time (the server's totalMinutesOf), so the meter shows it once. */}
      <DifficultyMeter
        difficulty={recommendation.difficulty}
        minutes={recommendation.prepTime}
        className="text-xs"
      />
      <p className="line-clamp-3 text-sm text-stone-700">{recommendation.description}</p>
      <p
        className="flex items-start gap-2 rounded-xl bg-brand-50 p-2 text-sm text-brand-900"
        data-testid="recommendation-reason"
      >
        <Sparkles className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          <span className="sr-only">{t('recommendationCard.why')} </span>
          {recommendation.reason}
        </span>
      </p>
      <Link
        to={paths.recipe.getHref(recommendation.id)}
        className={buttonVariants({ variant: 'secondary', size: 'sm', className: 'mt-auto self-start' })}
        aria-label={t('recommendationCard.viewRecipeLabel', { title: recommendation.title })}
      >
        {t('recommendationCard.viewRecipe')}
      </Link>
    </Card>
  )
}

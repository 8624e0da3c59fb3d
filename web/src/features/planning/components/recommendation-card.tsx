import { Clock, DollarSign } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { ScorePartName, SmartRecommendation } from '@forkcast/contract/planning.schemas'
import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { useCatalogText } from '@/lib/catalog-text'
import { formatNumber } from '@/lib/format'
import { ScoreBadge } from './score-badge'

/** The score's parts in the order the card lists them. */
const SCORE_PARTS: readonly ScorePartName[] = [
  'skillMatch',
  'timeMatch',
  'ingredientMatch',
  'contextualFit',
  'budgetMatch',
]

interface RecommendationCardProps {
  recommendation: SmartRecommendation
  /** Controls under the card: a checkbox for the grocery list, or an Add button. */
  action?: ReactNode
}

export const RecommendationCard = ({ recommendation, action }: RecommendationCardProps) => {
  const { t } = useTranslation('planning')
  const words = useCatalogText()
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold text-stone-900">
            <Link to={paths.recipe.getHref(recommendation.recipeId)} className="hover:underline">
              {recommendation.title}
            </Link>
          </h3>
          <p className="text-sm text-stone-600">
            {words.cuisineLabel(recommendation.cuisine)} · {words.difficulty(recommendation.difficulty)}
          </p>
        </div>
        <ScoreBadge score={recommendation.smartScore} />
      </div>
      <p className="line-clamp-2 text-sm text-stone-700">{recommendation.description}</p>
      <div className="flex flex-wrap gap-3 text-sm text-stone-700">
        {recommendation.totalTime !== null ? (
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4" aria-hidden /> {t('minutes', { minutes: recommendation.totalTime })}
          </span>
        ) : null}
        {recommendation.costPerServing !== null ? (
          <span className="inline-flex items-center gap-1">
            <DollarSign className="size-4" aria-hidden />
            {t('recommendation.perServing', {
              cost: formatNumber(recommendation.costPerServing, {
                minimumFractionDigits: 2,
                maximumFractionDigits: 2,
              }),
            })}
          </span>
        ) : null}
        {recommendation.budgetFriendly ? (
          <Badge variant="brand">{t('recommendation.budgetFriendly')}</Badge>
        ) : null}
        {recommendation.nutritionHighlights.map((highlight) => (
          <Badge key={highlight} variant="neutral">
            {highlight}
          </Badge>
        ))}
      </div>
      <dl className="grid gap-1 text-sm">
        {SCORE_PARTS.map((name) => (
          <div key={name} className="flex gap-2">
            <dt className="w-24 shrink-0 font-medium text-stone-800">{t(`recommendation.part.${name}`)}</dt>
            <dd className="text-stone-600">{recommendation.scoring[name].reason}</dd>
          </div>
        ))}
      </dl>
      {action}
    </Card>
  )
}

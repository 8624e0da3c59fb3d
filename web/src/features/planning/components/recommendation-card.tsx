import { Clock, DollarSign } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { ScorePartName, SmartRecommendation } from '@forkcast/contract/planning.schemas'
import { Badge } from '@/components/ui/badge'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { ScoreBadge } from './score-badge'

const PART_LABELS: Record<ScorePartName, string> = {
  skillMatch: 'Skill',
  timeMatch: 'Time',
  ingredientMatch: 'Ingredients',
  contextualFit: 'Occasion',
  budgetMatch: 'Budget',
}

interface RecommendationCardProps {
  recommendation: SmartRecommendation
  /** Controls under the card: a checkbox for the grocery list, or an Add button. */
  action?: ReactNode
}

export const RecommendationCard = ({ recommendation, action }: RecommendationCardProps) => (
  <Card className="flex flex-col gap-3 p-4">
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <h3 className="font-semibold text-stone-900">
          <Link to={paths.recipe.getHref(recommendation.recipeId)} className="hover:underline">
            {recommendation.title}
          </Link>
        </h3>
        <p className="text-sm text-stone-600">
          {recommendation.cuisine} · {recommendation.difficulty}
        </p>
      </div>
      <ScoreBadge score={recommendation.smartScore} />
    </div>
    <p className="line-clamp-2 text-sm text-stone-700">{recommendation.description}</p>
    <div className="flex flex-wrap gap-3 text-sm text-stone-700">
      {recommendation.totalTime !== null ? (
        <span className="inline-flex items-center gap-1">
          <Clock className="size-4" aria-hidden /> {recommendation.totalTime} min
        </span>
      ) : null}
      {recommendation.costPerServing !== null ? (
        <span className="inline-flex items-center gap-1">
          <DollarSign className="size-4" aria-hidden />
          {recommendation.costPerServing.toFixed(2)} a serving
        </span>
      ) : null}
      {recommendation.budgetFriendly ? <Badge variant="brand">Budget friendly</Badge> : null}
      {recommendation.nutritionHighlights.map((highlight) => (
        <Badge key={highlight} variant="neutral">
          {highlight}
        </Badge>
      ))}
    </div>
    <dl className="grid gap-1 text-sm">
      {(Object.keys(PART_LABELS) as ScorePartName[]).map((name) => (
        <div key={name} className="flex gap-2">
          <dt className="w-24 shrink-0 font-medium text-stone-800">{PART_LABELS[name]}</dt>
          <dd className="text-stone-600">{recommendation.scoring[name].reason}</dd>
        </div>
      ))}
    </dl>
    {action}
  </Card>
)

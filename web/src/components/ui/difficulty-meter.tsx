import { ChefHat, Clock } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { difficultyLevelOf } from '@forkcast/contract/discovery.constants'
import type { RecipeDifficulty } from '@forkcast/contract/recipes.constants'
import { useCatalogText } from '@/lib/catalog-text'
import { cn } from '@/lib/cn'

const MAX_POINTS = 3

/** Chef hats for skill points of 3, named for screen readers ('Medium: 2 of 3 skill points'). */
export const SkillPoints = ({ points, name }: { points: number; name: string }) => {
  const { t } = useTranslation('common')
  return (
    <span
      role="img"
      aria-label={t('difficultyMeter.skillPoints', { name, points, total: MAX_POINTS })}
      className="inline-flex gap-0.5"
    >
      {Array.from({ length: MAX_POINTS }, (_, index) => (
        <ChefHat
          key={index}
          aria-hidden
          className={cn('size-4', index < points ? 'text-brand-700' : 'text-stone-300')}
        />
      ))}
    </span>
  )
}

/**
 * Spec 9 difficulty meter of one recipe: skill points, its difficulty (Easy, Medium, Hard: the recipe's own word,
 * never the cook's level) and the recipe's own time, not the level's usual band.
 */
export const DifficultyMeter = ({
  difficulty,
  minutes,
  className,
}: {
  difficulty: RecipeDifficulty
  /** The recipe's total time (or prep plus cook); null when the recipe gives none. */
  minutes: number | null
  className?: string
}) => {
  const { t } = useTranslation('common')
  const words = useCatalogText()
  const level = difficultyLevelOf(difficulty)
  const name = words.difficulty(difficulty)
  const time = minutes === null ? null : words.minutes(minutes)
  return (
    <div
      className={cn('flex flex-wrap items-center gap-2 text-sm text-stone-700', className)}
      data-testid="difficulty-meter"
    >
      <SkillPoints points={level.skillPoints} name={name} />
      <span className="font-semibold">{name}</span>
      {time ? (
        <span className="inline-flex items-center gap-1 text-stone-600">
          <Clock className="size-3.5" aria-hidden />
          <span className="sr-only">{t('difficultyMeter.totalTime')} </span>
          {time}
        </span>
      ) : null}
    </div>
  )
}

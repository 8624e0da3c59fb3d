import { ChefHat } from 'lucide-react'
import { difficultyLevelOf } from '@forkcast/contract/discovery.constants'
import type { RecipeDifficulty } from '@forkcast/contract/recipes.constants'
import { cn } from '@/lib/cn'

const MAX_POINTS = 3

/** Spec 9 difficulty meter: skill points of 3, the level's name and its usual cooking time. */
export const DifficultyMeter = ({
  difficulty,
  className,
}: {
  difficulty: RecipeDifficulty
  className?: string
}) => {
  const level = difficultyLevelOf(difficulty)
  return (
    <div
      className={cn('flex flex-wrap items-center gap-2 text-sm text-stone-700', className)}
      data-testid="difficulty-meter"
    >
      <span
        role="img"
        aria-label={`${level.label}: ${level.skillPoints} of ${MAX_POINTS} skill points`}
        className="inline-flex gap-0.5"
      >
        {Array.from({ length: MAX_POINTS }, (_, index) => (
          <ChefHat
            key={index}
            aria-hidden
            className={cn('size-4', index < level.skillPoints ? 'text-brand-700' : 'text-stone-300')}
          />
        ))}
      </span>
      <span className="font-semibold">{level.label}</span>
      <span className="text-stone-500">· usually {level.cookingTime}</span>
    </div>
  )
}

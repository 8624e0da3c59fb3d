import type { RecipeDifficulty } from '@forkcast/contract/recipes.constants'
import { useCatalogText } from '@/lib/catalog-text'
import { cn } from '@/lib/cn'

const TONES: Record<RecipeDifficulty, string> = {
  Easy: 'bg-green-100 text-green-800',
  Medium: 'bg-amber-100 text-amber-900',
  Hard: 'bg-red-100 text-red-800',
}

export const DifficultyBadge = ({ difficulty }: { difficulty: RecipeDifficulty }) => {
  const words = useCatalogText()
  return (
    <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-semibold', TONES[difficulty])}>
      {words.difficulty(difficulty)}
    </span>
  )
}

import { useId, type ReactNode } from 'react'
import { Clock } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CARD_INGREDIENT_COUNT, previewInstruction } from '@forkcast/contract/recipes.constants'
import type { Recipe } from '@forkcast/contract/recipes.schemas'
import { Card } from '@/components/ui/card'
import { useCatalogText } from '@/lib/catalog-text'
import { formatMinutes } from '../utils/format-recipe'
import { AllergenFacts } from './allergen-facts'
import { AllergenWarnings } from './allergen-warnings'
import { DifficultyBadge } from './difficulty-badge'
import { GeneratedBadge } from './generated-badge'
import { RecipeImage } from './recipe-image'
import { RecipeRating } from './recipe-rating'

interface RecipeCardProps {
  recipe: Recipe
  /** Buttons under the card (View Recipe, Save, Edit …). */
  actions: ReactNode
}

/** Spec 2 card rules: description clamped to 3 lines, rating or 'New', 3 ingredients, 100 characters of step 1. */
export const RecipeCard = ({ recipe, actions }: RecipeCardProps) => {
  const { t } = useTranslation('recipes')
  const words = useCatalogText()
  const headingId = useId()
  const shownIngredients = recipe.ingredients.slice(0, CARD_INGREDIENT_COUNT)
  const moreIngredients = recipe.ingredients.length - shownIngredients.length
  return (
    <Card className="flex h-full min-w-0 flex-col gap-3 p-4" role="article" aria-labelledby={headingId}>
      <RecipeImage recipe={recipe} />
      <div className="flex items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 break-words text-base font-semibold text-stone-900">
          {recipe.title}
        </h3>
        <RecipeRating averageRating={recipe.averageRating} totalRatings={recipe.totalRatings} />
      </div>
      <div className="flex flex-wrap items-center gap-2 text-xs text-stone-600">
        <DifficultyBadge difficulty={recipe.difficulty} />
        {recipe.sourceType === 'generated' ? <GeneratedBadge /> : null}
        <span>{words.cuisineLabel(recipe.cuisine)}</span>
        {recipe.totalTimeMinutes !== null ? (
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden /> {formatMinutes(recipe.totalTimeMinutes, words)}
          </span>
        ) : null}
      </div>
      {recipe.matchReason ? (
        <p className="text-xs font-medium text-brand-800" data-testid="recipe-match-reason">
          {recipe.matchReason}
        </p>
      ) : null}
      {recipe.description ? (
        <p className="line-clamp-3 text-sm text-stone-700" data-testid="recipe-card-description">
          {recipe.description}
        </p>
      ) : null}
      <AllergenWarnings
        warnings={recipe.warnings}
        mayContain={recipe.mayContain}
        isUnchecked={recipe.allergenCheck?.status === 'not-checked'}
        isCompact
      />
      <AllergenFacts recipe={recipe} isCompact />
      <div className="text-sm">
        <p className="font-medium text-stone-800">{t('recipeCard.ingredients')}</p>
        <ul
          className="mt-1 list-inside list-disc text-stone-700"
          aria-label={t('recipeCard.firstIngredients')}
        >
          {shownIngredients.map((ingredient, index) => (
            <li key={index} className="truncate">
              {ingredient}
            </li>
          ))}
        </ul>
        {moreIngredients > 0 ? (
          <p className="text-xs text-stone-500">{t('recipeCard.more', { number: moreIngredients })}</p>
        ) : null}
      </div>
      {recipe.instructions.length > 0 ? (
        <p className="text-sm text-stone-600" data-testid="recipe-card-first-step">
          <span className="font-medium text-stone-800">{t('recipeCard.firstStep')} </span>
          {previewInstruction(recipe.instructions)}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">{actions}</div>
    </Card>
  )
}

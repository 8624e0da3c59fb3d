import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CUISINE_IMAGE_COUNT, getCuisine, getCuisineImagePath } from '@forkcast/contract/cuisines'
import type { Recipe } from '@forkcast/contract/recipes.schemas'
import { cn } from '@/lib/cn'
import { imageLoading } from '@/lib/image-loading'

// The illustrations' own proportions (400×300); photos are cropped to them, so nothing shifts as they load.
const WIDTH = 400
const HEIGHT = 300

/** The recipe's cuisine illustration (one of its three, fixed per recipe), or null for an unknown cuisine. */
const illustrationFor = (recipe: Pick<Recipe, 'id' | 'foodType'>): string | null => {
  const cuisine = getCuisine(recipe.foodType)
  return cuisine ? getCuisineImagePath(cuisine.id, (recipe.id % CUISINE_IMAGE_COUNT) + 1) : null
}

interface RecipeImageProps {
  recipe: Pick<Recipe, 'id' | 'title' | 'foodType' | 'imageUrl'>
  className?: string
  /** The page's main picture, in view as it opens: fetched at once and first, not when scrolled to. */
  priority?: boolean
}

/**
 * The recipe's photo (always from our own origin), or its cuisine illustration when it has none or the
 * photo fails to load. Sized and lazy, so a list of cards neither jumps nor loads what is off screen.
 */
export const RecipeImage = ({ recipe, className, priority = false }: RecipeImageProps) => {
  const { t } = useTranslation('recipes')
  const [failedUrl, setFailedUrl] = useState<string | null>(null)
  const illustration = illustrationFor(recipe)
  const showsPhoto = recipe.imageUrl !== null && recipe.imageUrl !== failedUrl
  const src = showsPhoto ? recipe.imageUrl : illustration
  if (src === null) return null
  return (
    <img
      src={src}
      // The photo shows the dish; the illustration only decorates the cuisine named beside it.
      alt={showsPhoto ? t('recipeImage.photoOf', { title: recipe.title }) : ''}
      width={WIDTH}
      height={HEIGHT}
      {...imageLoading(priority)}
      decoding="async"
      data-testid={showsPhoto ? 'recipe-photo' : 'recipe-illustration'}
      className={cn('aspect-[4/3] w-full rounded-lg bg-stone-100 object-cover', className)}
      onError={() => {
        if (showsPhoto) setFailedUrl(recipe.imageUrl)
      }}
    />
  )
}

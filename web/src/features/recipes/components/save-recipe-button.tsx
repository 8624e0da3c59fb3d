import { BookmarkCheck, BookmarkPlus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Recipe } from '@forkcast/contract/recipes.schemas'
import { Button, type ButtonProps } from '@/components/ui/button'
import { notify } from '@/lib/toast'
import { useSaveRecipe } from '../api/recipe-mutations'

interface SaveRecipeButtonProps {
  recipe: Recipe
  /** The button's words before saving; 'Save Recipe' when left out. */
  label?: string
  size?: ButtonProps['size']
}

/** Spec 8: 'Recipe Saved' on success, 'Failed to save recipe' otherwise; 'Saving...' while pending. */
export const SaveRecipeButton = ({ recipe, label, size }: SaveRecipeButtonProps) => {
  const { t } = useTranslation('recipes')
  const saveRecipe = useSaveRecipe()
  const isSaved = recipe.isSaved || saveRecipe.isSuccess
  const save = async () => {
    try {
      await saveRecipe.mutateAsync(recipe.id)
      notify({ title: t('saveButton.savedTitle'), description: t('saveButton.savedDescription') })
    } catch {
      // The query client's mutation cache has already said what the server answered.
    }
  }
  if (isSaved) {
    return (
      <Button
        variant="secondary"
        size={size}
        disabled
        aria-label={t('saveButton.isSaved', { title: recipe.title })}
      >
        <BookmarkCheck aria-hidden /> {t('saveButton.saved')}
      </Button>
    )
  }
  return (
    <Button size={size} disabled={saveRecipe.isPending} onClick={() => void save()}>
      <BookmarkPlus aria-hidden />{' '}
      {saveRecipe.isPending ? t('saveButton.saving') : (label ?? t('saveButton.save'))}
    </Button>
  )
}

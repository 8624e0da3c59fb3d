import { BookmarkCheck, BookmarkPlus } from 'lucide-react'
import type { Recipe } from '@forkcast/contract/recipes.schemas'
import { Button, type ButtonProps } from '@/components/ui/button'
import { notify } from '@/lib/toast'
import { useSaveRecipe } from '../api/recipe-mutations'

interface SaveRecipeButtonProps {
  recipe: Recipe
  label?: string
  size?: ButtonProps['size']
}

/** Spec 8: 'Recipe Saved' on success, 'Failed to save recipe' otherwise; 'Saving...' while pending. */
export const SaveRecipeButton = ({ recipe, label = 'Save Recipe', size }: SaveRecipeButtonProps) => {
  const saveRecipe = useSaveRecipe()
  const isSaved = recipe.isSaved || saveRecipe.isSuccess
  const save = async () => {
    try {
      await saveRecipe.mutateAsync(recipe.id)
      notify({ title: 'Recipe Saved', description: 'Recipe has been saved to your collection' })
    } catch {
      // The query client's mutation cache has already said what the server answered.
    }
  }
  if (isSaved) {
    return (
      <Button variant="secondary" size={size} disabled aria-label={`${recipe.title} is saved`}>
        <BookmarkCheck aria-hidden /> Saved
      </Button>
    )
  }
  return (
    <Button size={size} disabled={saveRecipe.isPending} onClick={() => void save()}>
      <BookmarkPlus aria-hidden /> {saveRecipe.isPending ? 'Saving...' : label}
    </Button>
  )
}

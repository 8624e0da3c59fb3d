import { useTranslation } from 'react-i18next'
import type { Recipe } from '@forkcast/contract/recipes.schemas'
import { Dialog } from '@/components/ui/dialog'
import { RecipeForm } from './recipe-form'

interface RecipeFormDialogProps {
  open: boolean
  /** The recipe to edit; without it the dialog creates one. */
  recipe?: Recipe
  onOpenChange: (open: boolean) => void
}

export const RecipeFormDialog = ({ open, recipe, onOpenChange }: RecipeFormDialogProps) => {
  const { t } = useTranslation('recipes')
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={
        recipe ? t('recipeFormDialog.editTitle', { title: recipe.title }) : t('recipeFormDialog.createTitle')
      }
      className="max-w-2xl"
    >
      <RecipeForm
        key={recipe?.id ?? 'new'}
        recipe={recipe}
        onSaved={() => onOpenChange(false)}
        onCancel={() => onOpenChange(false)}
      />
    </Dialog>
  )
}

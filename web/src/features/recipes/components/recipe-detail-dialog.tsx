import type { Recipe } from '@forkcast/contract/recipes.schemas'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { RecipeDetail } from './recipe-detail'
import { SaveRecipeButton } from './save-recipe-button'

interface RecipeDetailDialogProps {
  recipe: Recipe | null
  onClose: () => void
  backLabel?: string
}

/** Spec 2 detail overlay: the recipe with Save Recipe and 'Back to Search'. */
export const RecipeDetailDialog = ({
  recipe,
  onClose,
  backLabel = 'Back to Search',
}: RecipeDetailDialogProps) => (
  <Dialog
    open={recipe !== null}
    onOpenChange={(open) => (open ? undefined : onClose())}
    title={recipe?.title ?? 'Recipe'}
    className="max-w-2xl"
  >
    {recipe ? (
      <RecipeDetail
        recipe={recipe}
        showTitle={false}
        actions={
          <>
            <SaveRecipeButton recipe={recipe} />
            <Button variant="secondary" onClick={onClose}>
              {backLabel}
            </Button>
          </>
        }
      />
    ) : null}
  </Dialog>
)

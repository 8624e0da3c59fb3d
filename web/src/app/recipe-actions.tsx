import type { Recipe } from '@forkcast/contract/recipes.schemas'
import type { User } from '@forkcast/contract/users.schemas'
import { useRecipeServings } from '@/features/recipes/hooks/use-recipe-servings'
import { PrintRecipeButton } from '@/features/recipes/components/print-recipe-button'
import { ShareRecipe } from '@/features/recipes/components/share-recipe'
import { AddToPlan } from './add-to-plan'

/** From any recipe page: put it on a day of the week, print it, or share a read-only link. */
export const RecipePageActions = ({
  recipe,
  user,
  groupId,
}: {
  recipe: Recipe
  user: User
  groupId: number
}) => {
  // The servings the page shows (?servings=), so the plan cooks what the reader scaled to.
  const { servings } = useRecipeServings(recipe.servings)
  return (
    <>
      <AddToPlan
        recipeId={recipe.id}
        title={recipe.title}
        groups={user.familyGroups}
        preferredGroupId={groupId}
        defaultServings={servings}
      />
      <PrintRecipeButton />
      <ShareRecipe recipeId={recipe.id} title={recipe.title} />
    </>
  )
}

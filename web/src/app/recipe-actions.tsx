import { useSearchParams } from 'react-router'
import type { Recipe } from '@forkcast/contract/recipes.schemas'
import type { User } from '@forkcast/contract/users.schemas'
import { PrintRecipeButton } from '@/features/recipes/components/print-recipe-button'
import { ShareRecipe } from '@/features/recipes/components/share-recipe'
import { AddToPlan } from './add-to-plan'

/** The servings the page shows (?servings=, as the scaler writes it), else the recipe's own. */
const usePageServings = (recipe: Recipe) => {
  const asked = Number(useSearchParams()[0].get('servings'))
  return Number.isInteger(asked) && asked > 0 ? asked : recipe.servings
}

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
  const servings = usePageServings(recipe)
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

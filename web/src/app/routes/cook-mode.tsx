import { useParams } from 'react-router'
import type { User } from '@forkcast/contract/users.schemas'
import { paths } from '@/config/paths'
import { useRecipe } from '@/features/recipes/api/get-recipe'
import { CookMode } from '@/features/recipes/cook-mode/cook-mode'
import { parseRecipeId, RecipeUnavailable } from '../recipe-page-states'
import { useAudienceGroupId } from '../use-decision-group'

/** Exit keeps the servings the cook scaled to, as the recipe page reads them (?servings=). */
const servingsQuery = (recipeId: number, groupId: number) => {
  const servings = new URLSearchParams(window.location.search).get('servings')
  if (!servings) return ''
  return paths.recipe.getHref(recipeId, groupId).includes('?')
    ? `&servings=${servings}`
    : `?servings=${servings}`
}

/** Cook mode for one recipe (issue 27): full screen, without the app's header. */
export const CookModePage = ({ user }: { user: User }) => {
  const recipeId = parseRecipeId(useParams().id)
  const groupId = useAudienceGroupId(user)
  const { data: recipe, error, refetch, isRefetching } = useRecipe(recipeId, groupId)

  if (recipe)
    return (
      <CookMode
        key={recipe.id}
        recipe={recipe}
        unitSystem={user.unitSystem}
        exitHref={`${paths.recipe.getHref(recipe.id, groupId)}${servingsQuery(recipe.id, groupId)}`}
      />
    )
  return (
    <RecipeUnavailable
      recipeId={recipeId}
      error={error}
      isRefetching={isRefetching}
      onRetry={() => void refetch()}
    />
  )
}

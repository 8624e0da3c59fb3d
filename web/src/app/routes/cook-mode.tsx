import { Link, useParams } from 'react-router'
import type { User } from '@forkcast/contract/users.schemas'
import { buttonVariants } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useRecipe } from '@/features/recipes/api/get-recipe'
import { CookMode } from '@/features/recipes/cook-mode/cook-mode'
import { ApiError } from '@/lib/api-client'
import { PageLayout } from '../page-layout'
import { useAudienceGroupId } from '../use-decision-group'

const parseRecipeId = (value: string | undefined) => {
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

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

  if (recipeId === null || (error instanceof ApiError && (error.status === 404 || error.status === 400))) {
    return (
      <PageLayout>
        <div className="flex flex-col items-center gap-3 py-16 text-center">
          <h1 className="text-xl font-semibold">Recipe not found</h1>
          <p className="text-stone-600">It may have been deleted, or it belongs to someone else.</p>
          <Link to={paths.recipes.getHref()} className={buttonVariants({ variant: 'link' })}>
            Back to Recipes
          </Link>
        </div>
      </PageLayout>
    )
  }
  if (recipe)
    return (
      <CookMode
        key={recipe.id}
        recipe={recipe}
        unitSystem={user.unitSystem}
        exitHref={`${paths.recipe.getHref(recipe.id, groupId)}${servingsQuery(recipe.id, groupId)}`}
      />
    )
  if (error) {
    return (
      <PageLayout>
        <LoadError
          title="We could not load this recipe"
          isRetrying={isRefetching}
          onRetry={() => void refetch()}
        />
      </PageLayout>
    )
  }
  return (
    <PageLayout>
      <Spinner className="py-16" label="Loading recipe..." />
    </PageLayout>
  )
}

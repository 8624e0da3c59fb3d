import { ArrowLeft, BookOpen, ChefHat } from 'lucide-react'
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router'
import { scaleIngredientLine } from '@forkcast/contract/recipe-scaling'
import type { User } from '@forkcast/contract/users.schemas'
import { buttonVariants } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { DifficultyMeter } from '@/features/discovery/components/difficulty-meter'
import { useRecipe } from '@/features/recipes/api/get-recipe'
import { RatingStars } from '@/features/recipes/components/rating-stars'
import { RecipeDetail } from '@/features/recipes/components/recipe-detail'
import { RecipePhoto } from '@/features/recipes/components/recipe-photo'
import { useRecipeServings } from '@/features/recipes/hooks/use-recipe-servings'
import { SaveRecipeButton } from '@/features/recipes/components/save-recipe-button'
import { AddToShoppingList } from '@/features/planning/components/add-to-shopping-list'
import { useUpdateUnitSystem } from '@/features/users/api/update-unit-system'
import { ApiError } from '@/lib/api-client'
import { PageLayout } from '../page-layout'
import { RecipePageActions } from '../recipe-actions'
import { useAudienceGroupId } from '../use-decision-group'

const parseRecipeId = (value: string | undefined) => {
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** Back to the list the recipe was opened from, as it was (query, filters, scroll); else to Recipes. */
const BackToRecipes = () => {
  const navigate = useNavigate()
  useLocation()
  // React Router numbers its history entries: above 0, the page before this one is ours (a replace keeps it).
  const cameFromApp = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0
  return (
    <Link
      to={paths.recipes.getHref()}
      onClick={(event) => {
        if (!cameFromApp) return
        event.preventDefault()
        void navigate(-1)
      }}
      className={buttonVariants({ variant: 'link', className: 'self-start px-0 print:hidden' })}
    >
      <ArrowLeft aria-hidden /> {cameFromApp ? 'Back' : 'Back to Recipes'}
    </Link>
  )
}

/** One recipe on its own page, with warnings for the user and the current group, Save and rating. */
export const RecipePage = ({ user }: { user: User }) => {
  const recipeId = parseRecipeId(useParams().id)
  const groupId = useAudienceGroupId(user)
  // Cook mode cooks the amounts the reader scaled to (?servings=).
  const chosenServings = Number(useSearchParams()[0].get('servings')) || null
  const { data: recipe, error, refetch, isRefetching } = useRecipe(recipeId, groupId)
  const { servings, factor } = useRecipeServings(recipe?.servings)
  const unitSystem = useUpdateUnitSystem()

  if (recipeId === null || (error instanceof ApiError && (error.status === 404 || error.status === 400))) {
    return (
      <PageLayout>
        <div className="flex flex-col items-center gap-3 py-16 text-center">
          <h1 className="text-xl font-semibold">Recipe not found</h1>
          <p className="text-stone-600">It may have been deleted, or it belongs to someone else.</p>
          <BackToRecipes />
        </div>
      </PageLayout>
    )
  }
  if (recipe) {
    return (
      <PageLayout>
        <div className="mx-auto flex max-w-3xl flex-col gap-4">
          <BackToRecipes />
          <DifficultyMeter difficulty={recipe.difficulty} />
          <RecipePhoto recipe={recipe} />
          <RecipeDetail
            recipe={recipe}
            unitSystem={{
              value: user.unitSystem,
              onChange: (system) => unitSystem.mutate(system),
              isSaving: unitSystem.isPending,
            }}
            actions={
              // Controls never print (index.css print styles); display: contents keeps the row's layout.
              <div className="contents print:hidden">
                <Link
                  to={paths.cookMode.getHref(recipe.id, groupId, chosenServings)}
                  className={buttonVariants()}
                >
                  <ChefHat aria-hidden /> Start cooking
                </Link>
                <SaveRecipeButton recipe={recipe} />
                <AddToShoppingList
                  recipeId={recipe.id}
                  recipeTitle={recipe.title}
                  groups={user.familyGroups}
                  preferredGroupId={groupId}
                  ingredientChoice={{
                    // The lines as the page shows them, so '4 ½ eggs' reads the same in both places.
                    lines: recipe.ingredients.map((line) =>
                      scaleIngredientLine(line, { factor, system: user.unitSystem }),
                    ),
                    onHand: user.fridgeInventory,
                  }}
                  servings={servings ?? undefined}
                />
                <RecipePageActions recipe={recipe} user={user} groupId={groupId} />
                {recipe.isOwner ? (
                  <Link
                    to={paths.recipeManager.getHref()}
                    className={buttonVariants({ variant: 'secondary' })}
                  >
                    <BookOpen aria-hidden /> Edit in My Recipes
                  </Link>
                ) : null}
              </div>
            }
          />
          <div className="print:hidden">
            <RatingStars recipe={recipe} />
          </div>
        </div>
      </PageLayout>
    )
  }
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

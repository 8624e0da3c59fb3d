import { BookOpen, ChefHat } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { scaleIngredientLine } from '@forkcast/contract/recipe-scaling'
import type { User } from '@forkcast/contract/users.schemas'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useRecipe } from '@/features/recipes/api/get-recipe'
import { RatingStars } from '@/features/recipes/components/rating-stars'
import { RecipeDetail } from '@/features/recipes/components/recipe-detail'
import { RecipePhoto } from '@/features/recipes/components/recipe-photo'
import { useRecipeServings } from '@/features/recipes/hooks/use-recipe-servings'
import { SaveRecipeButton } from '@/features/recipes/components/save-recipe-button'
import { AddToShoppingList } from '@/features/planning/components/add-to-shopping-list'
import { useUpdateUnitSystem } from '@/features/users/api/update-unit-system'
import { PageLayout } from '../page-layout'
import { BackToRecipes, parseRecipeId, RecipeUnavailable } from '../recipe-page-states'
import { RecipePageActions } from '../recipe-actions'
import { useAudienceGroupId } from '../use-decision-group'

/** One recipe on its own page, with warnings for the user and the current group, Save and rating. */
export const RecipePage = ({ user }: { user: User }) => {
  const { t } = useTranslation('app')
  const recipeId = parseRecipeId(useParams().id)
  const groupId = useAudienceGroupId(user)
  const { data: recipe, error, refetch, isRefetching } = useRecipe(recipeId, groupId)
  const { servings, factor } = useRecipeServings(recipe?.servings)
  const unitSystem = useUpdateUnitSystem()

  if (recipe) {
    return (
      <PageLayout>
        <div className="mx-auto flex max-w-3xl flex-col gap-4">
          <BackToRecipes />
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
                <Link to={paths.cookMode.getHref(recipe.id, groupId, servings)} className={buttonVariants()}>
                  <ChefHat aria-hidden /> {t('recipe.startCooking')}
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
                    <BookOpen aria-hidden /> {t('recipe.editInMyRecipes')}
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
  return (
    <RecipeUnavailable
      recipeId={recipeId}
      error={error}
      isRefetching={isRefetching}
      onRetry={() => void refetch()}
    />
  )
}

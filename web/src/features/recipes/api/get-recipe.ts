import { useQuery } from '@tanstack/react-query'
import { RecipeSchema } from '@forkcast/contract/recipes.schemas'
import { apiGet } from '@/lib/api-client'
import { withGroup } from '../utils/recipe-context'
import { recipeQueryKeys } from './recipe-query-keys'

/** One recipe with warnings for the user and, when groupId > 0, that group. */
export const useRecipe = (recipeId: number | null, groupId: number) =>
  useQuery({
    queryKey: recipeQueryKeys.recipe(recipeId ?? 0, groupId),
    queryFn: () => apiGet(RecipeSchema, withGroup(`/api/recipes/${recipeId}`, groupId)),
    enabled: recipeId !== null,
  })

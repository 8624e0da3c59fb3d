import { useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  RatingResult,
  Recipe,
  RecipeFormInput,
  SaveRecipeResult,
} from '@forkcast/contract/recipes.schemas'
import { apiRequest } from '@/lib/api-client'
import type { RecipeListResult } from './fetch-recipe-list'
import { invalidateRecipeQueries } from './invalidate-recipe-queries'
import { recipeQueryKeys } from './recipe-query-keys'

const useRecipeMutation = <TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn, onSuccess: () => invalidateRecipeQueries(queryClient) })
}

export const useCreateRecipe = () =>
  useRecipeMutation((input: RecipeFormInput) => apiRequest<Recipe>('POST', '/api/recipes/custom', input))

export const useUpdateRecipe = () =>
  useRecipeMutation(({ recipeId, input }: { recipeId: number; input: RecipeFormInput }) =>
    apiRequest<Recipe>('PUT', `/api/recipes/${recipeId}`, input),
  )

export const useDeleteRecipe = () =>
  useRecipeMutation((recipeId: number) => apiRequest<{ success: true }>('DELETE', `/api/recipes/${recipeId}`))

/** Saves a suggestion into the collection; saving twice keeps one. Shown suggestions are marked, not redrawn. */
export const useSaveRecipe = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (recipeId: number) => apiRequest<SaveRecipeResult>('POST', '/api/recipes/save', { recipeId }),
    onSuccess: async (_result, recipeId) => {
      queryClient.setQueriesData<RecipeListResult>(
        { queryKey: [...recipeQueryKeys.all, 'generate'] },
        (list) =>
          list && {
            ...list,
            recipes: list.recipes.map((recipe) =>
              recipe.id === recipeId ? { ...recipe, isSaved: true } : recipe,
            ),
          },
      )
      await invalidateRecipeQueries(queryClient)
    },
  })
}

export const useUnsaveRecipe = () =>
  useRecipeMutation((recipeId: number) =>
    apiRequest<{ success: true }>('DELETE', `/api/recipes/${recipeId}/save`),
  )

export const useRateRecipe = () =>
  useRecipeMutation(({ recipeId, rating }: { recipeId: number; rating: number }) =>
    apiRequest<RatingResult>('POST', `/api/recipes/${recipeId}/rating`, { rating }),
  )

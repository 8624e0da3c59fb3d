import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type RecipeFormInput,
  RatingResultSchema,
  RecipeSchema,
  SaveRecipeResultSchema,
} from '@forkcast/contract/recipes.schemas'
import { SuccessSchema } from '@forkcast/contract/common.schemas'
import { apiRequest } from '@/lib/api-client'
import type { MutationErrorMeta } from '@/lib/mutation-errors'
import type { RecipeListResult } from './fetch-recipe-list'
import { invalidateRecipeQueries } from './invalidate-recipe-queries'
import { recipeQueryKeys } from './recipe-query-keys'

const useRecipeMutation = <TInput, TResult>(
  meta: MutationErrorMeta,
  mutationFn: (input: TInput) => Promise<TResult>,
) => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn, meta, onSuccess: () => invalidateRecipeQueries(queryClient) })
}

export const useCreateRecipe = () =>
  useRecipeMutation({ errorTitle: 'Recipe not created' }, (input: RecipeFormInput) =>
    apiRequest(RecipeSchema, 'POST', '/api/recipes/custom', input),
  )

export const useUpdateRecipe = () =>
  useRecipeMutation(
    { errorTitle: 'Recipe not updated' },
    ({ recipeId, input }: { recipeId: number; input: RecipeFormInput }) =>
      apiRequest(RecipeSchema, 'PUT', `/api/recipes/${recipeId}`, input),
  )

export const useDeleteRecipe = () =>
  useRecipeMutation({ errorTitle: 'Recipe not deleted' }, (recipeId: number) =>
    apiRequest(SuccessSchema, 'DELETE', `/api/recipes/${recipeId}`),
  )

/** Saves a suggestion into the collection; saving twice keeps one. Shown suggestions are marked, not redrawn. */
export const useSaveRecipe = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (recipeId: number) =>
      apiRequest(SaveRecipeResultSchema, 'POST', '/api/recipes/save', { recipeId }),
    meta: { errorTitle: 'Recipe not saved' },
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
  useRecipeMutation({ errorTitle: 'Recipe not removed' }, (recipeId: number) =>
    apiRequest(SuccessSchema, 'DELETE', `/api/recipes/${recipeId}/save`),
  )

export const useRateRecipe = () =>
  useRecipeMutation(
    { errorTitle: 'Rating not saved' },
    ({ recipeId, rating }: { recipeId: number; rating: number }) =>
      apiRequest(RatingResultSchema, 'POST', `/api/recipes/${recipeId}/rating`, { rating }),
  )

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { type RecipeFormInput } from '@forkcast/contract/recipes.schemas'
import { recipeEndpoints } from '@forkcast/contract/recipes.endpoints'
import { callEndpoint } from '@/lib/api-client'
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

export const useCreateRecipe = () => {
  const { t } = useTranslation('recipes')
  return useRecipeMutation({ errorTitle: t('errors.recipeNotCreated') }, (input: RecipeFormInput) =>
    callEndpoint(recipeEndpoints.create, { body: input }),
  )
}

export const useUpdateRecipe = () => {
  const { t } = useTranslation('recipes')
  return useRecipeMutation(
    { errorTitle: t('errors.recipeNotUpdated') },
    ({ recipeId, input }: { recipeId: number; input: RecipeFormInput }) =>
      callEndpoint(recipeEndpoints.update, { params: { id: recipeId }, body: input }),
  )
}

export const useDeleteRecipe = () => {
  const { t } = useTranslation('recipes')
  return useRecipeMutation({ errorTitle: t('errors.recipeNotDeleted') }, (recipeId: number) =>
    callEndpoint(recipeEndpoints.remove, { params: { id: recipeId } }),
  )
}

/** Saves a suggestion into the collection; saving twice keeps one. Shown suggestions are marked, not redrawn. */
export const useSaveRecipe = () => {
  const { t } = useTranslation('recipes')
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (recipeId: number) => callEndpoint(recipeEndpoints.save, { body: { recipeId } }),
    meta: { errorTitle: t('errors.recipeNotSaved') },
    onSuccess: async (_result, recipeId) => {
      queryClient.setQueriesData<RecipeListResult>(
        { queryKey: recipeQueryKeys.suggestions },
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

export const useUnsaveRecipe = () => {
  const { t } = useTranslation('recipes')
  return useRecipeMutation({ errorTitle: t('errors.recipeNotRemoved') }, (recipeId: number) =>
    callEndpoint(recipeEndpoints.unsave, { params: { id: recipeId } }),
  )
}

export const useRateRecipe = () => {
  const { t } = useTranslation('recipes')
  return useRecipeMutation(
    { errorTitle: t('errors.ratingNotSaved') },
    ({ recipeId, rating }: { recipeId: number; rating: number }) =>
      callEndpoint(recipeEndpoints.rate, { params: { id: recipeId }, body: { rating } }),
  )
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type ImportRecipeRequest, ImportRecipeResultSchema } from '@forkcast/contract/recipes.schemas'
import { apiRequest } from '@/lib/api-client'
import { invalidateRecipeLists } from './invalidate-recipe-lists'

/** One import: a web address, or pasted page source (with its address) or recipe text. */
export const useImportRecipe = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: ImportRecipeRequest) =>
      apiRequest(ImportRecipeResultSchema, 'POST', '/api/recipes/import', request),
    onSuccess: () => invalidateRecipeLists(queryClient),
  })
}

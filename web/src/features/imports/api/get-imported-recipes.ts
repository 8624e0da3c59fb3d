import { useQuery } from '@tanstack/react-query'
import { RecipeListSchema } from '@forkcast/contract/recipes.schemas'
import { apiGet } from '@/lib/api-client'
import { importedRecipesQueryKey } from './invalidate-recipe-lists'

export const useImportedRecipes = () =>
  useQuery({
    queryKey: importedRecipesQueryKey,
    queryFn: () => apiGet(RecipeListSchema, '/api/recipes/imported'),
  })

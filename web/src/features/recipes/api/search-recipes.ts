import { useQuery } from '@tanstack/react-query'
import { isIngredientQuery } from '@forkcast/contract/recipes.schemas'
import { fetchRecipeList } from './fetch-recipe-list'
import { recipeQueryKeys } from './recipe-query-keys'

/** Spec 5: text with a comma searches by ingredients, anything else by name. Disabled while `query` is null. */
export const useRecipeSearch = ({ query, groupId }: { query: string | null; groupId: number }) => {
  const params: Record<string, string> = {}
  if (query !== null) params[isIngredientQuery(query) ? 'ingredients' : 'q'] = query
  if (groupId > 0) params.groupId = String(groupId)
  return useQuery({
    queryKey: recipeQueryKeys.search(params),
    queryFn: () => fetchRecipeList('GET', `/api/recipes/search?${new URLSearchParams(params)}`),
    enabled: query !== null,
  })
}

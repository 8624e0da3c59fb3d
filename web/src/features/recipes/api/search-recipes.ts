import { useQuery } from '@tanstack/react-query'
import { isIngredientQuery } from '@forkcast/contract/recipes.schemas'
import { recipeEndpoints } from '@forkcast/contract/recipes.endpoints'
import { keyOf } from '@/lib/api-client'
import { fetchRecipeList } from './fetch-recipe-list'

/** Spec 5: text with a comma searches by ingredients, anything else by name. Disabled while `query` is null. */
export const useRecipeSearch = ({ query, groupId }: { query: string | null; groupId: number }) => {
  const byIngredients = query !== null && isIngredientQuery(query)
  const input = {
    query: {
      q: query !== null && !byIngredients ? query : undefined,
      ingredients: byIngredients ? query : undefined,
      groupId: groupId > 0 ? groupId : undefined,
    },
  }
  return useQuery({
    queryKey: keyOf(recipeEndpoints.search, input),
    queryFn: () => fetchRecipeList(recipeEndpoints.search, input),
    enabled: query !== null,
  })
}

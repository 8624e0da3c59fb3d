import { useQuery } from '@tanstack/react-query'
import { recipeEndpoints } from '@forkcast/contract/recipes.endpoints'
import { endpointQuery } from '@/lib/endpoint-query'

/** One recipe with warnings for the user and, when groupId > 0, that group. */
export const useRecipe = (recipeId: number | null, groupId: number) =>
  useQuery({
    ...endpointQuery(recipeEndpoints.get, {
      params: { id: recipeId ?? 0 },
      query: { groupId: groupId > 0 ? groupId : undefined },
    }),
    enabled: recipeId !== null,
  })

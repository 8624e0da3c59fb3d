import { useQuery } from '@tanstack/react-query'
import { recipeEndpoints } from '@forkcast/contract/recipes.endpoints'
import { endpointQuery } from '@/lib/endpoint-query'

/** Who in the group (or the user alone) is allergic to what, to warn while ingredients are ticked. */
export const useGroupAllergies = (groupId: number) =>
  useQuery(
    endpointQuery(recipeEndpoints.groupAllergies, { query: { groupId: groupId > 0 ? groupId : undefined } }),
  )

import { useInfiniteQuery } from '@tanstack/react-query'
import { recipeEndpoints } from '@forkcast/contract/recipes.endpoints'
import { callEndpoint, keyOf } from '@/lib/api-client'
import type { CollectionFilters } from '../utils/collection-filters'

export const COLLECTION_PAGE_SIZE = 50

/** The user's collection, saved recipes and their own, newest first, one page of 50 at a time. */
export const useUserRecipes = (groupId: number, filters: CollectionFilters = {}) => {
  const query = { limit: COLLECTION_PAGE_SIZE, groupId: groupId > 0 ? groupId : undefined, ...filters }
  return useInfiniteQuery({
    queryKey: keyOf(recipeEndpoints.collection, { query }),
    queryFn: ({ pageParam }) =>
      callEndpoint(recipeEndpoints.collection, { query: { ...query, cursor: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  })
}

import { useInfiniteQuery } from '@tanstack/react-query'
import { RecipePageSchema } from '@forkcast/contract/recipes.schemas'
import { apiGet } from '@/lib/api-client'
import { COLLECTION_FILTER_KEYS, type CollectionFilters } from '../utils/collection-filters'
import { recipeQueryKeys } from './recipe-query-keys'

export const COLLECTION_PAGE_SIZE = 50

const collectionUrl = (groupId: number, filters: CollectionFilters, cursor: string | null) => {
  const params = new URLSearchParams({ limit: String(COLLECTION_PAGE_SIZE) })
  if (groupId > 0) params.set('groupId', String(groupId))
  for (const key of COLLECTION_FILTER_KEYS) {
    const value = filters[key]
    if (value) params.set(key, value)
  }
  if (cursor) params.set('cursor', cursor)
  return `/api/user/recipes?${params.toString()}`
}

/** The user's collection, saved recipes and their own, newest first, one page of 50 at a time. */
export const useUserRecipes = (groupId: number, filters: CollectionFilters = {}) =>
  useInfiniteQuery({
    queryKey: recipeQueryKeys.collection(groupId, filters),
    queryFn: ({ pageParam }) => apiGet(RecipePageSchema, collectionUrl(groupId, filters, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  })

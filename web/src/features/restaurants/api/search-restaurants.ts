import { keepPreviousData, useQuery } from '@tanstack/react-query'
import {
  type RestaurantSearchInput,
  RestaurantSearchResultSchema,
} from '@forkcast/contract/restaurants.schemas'
import { apiRequest } from '@/lib/api-client'

export const restaurantQueryKeys = {
  search: (search: RestaurantSearchInput) => ['/api/restaurants/search', search] as const,
}

// The server caches provider answers for 10 minutes; asking again sooner only re-scores the same places.
const SEARCH_STALE_MS = 5 * 60 * 1000

/** Restaurants for a search; disabled while `search` is null (the location is not known yet). */
export const useRestaurantSearch = (search: RestaurantSearchInput | null) =>
  useQuery({
    queryKey: restaurantQueryKeys.search(search ?? { cuisine: '', serviceType: '' }),
    queryFn: () => apiRequest(RestaurantSearchResultSchema, 'POST', '/api/restaurants/search', search),
    enabled: search !== null,
    staleTime: SEARCH_STALE_MS,
    placeholderData: keepPreviousData,
  })

import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query'
import { endpointKey } from '@forkcast/contract/endpoint'
import { type RestaurantSearchInput } from '@forkcast/contract/restaurants.schemas'
import { restaurantEndpoints } from '@forkcast/contract/restaurants.endpoints'
import { callEndpoint } from '@/lib/api-client'

export const restaurantQueryKeys = {
  // A search is a POST: its body, not a query, tells one search's answer from another's.
  search: (search: RestaurantSearchInput) => [...endpointKey(restaurantEndpoints.search), search] as const,
}

// The server caches provider answers for 10 minutes; asking again sooner only re-scores the same places.
const SEARCH_STALE_MS = 5 * 60 * 1000

/** Restaurants for a search; disabled while `search` is null (the location is not known yet). */
export const useRestaurantSearch = (search: RestaurantSearchInput | null) =>
  useQuery({
    queryKey: restaurantQueryKeys.search(search ?? { cuisine: '', serviceType: '' }),
    queryFn: search === null ? skipToken : () => callEndpoint(restaurantEndpoints.search, { body: search }),
    staleTime: SEARCH_STALE_MS,
    placeholderData: keepPreviousData,
  })

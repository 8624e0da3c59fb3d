import { defineEndpoint } from './endpoint'
import { RestaurantSearchResultSchema, RestaurantSearchSchema } from './restaurants.schemas'

const tags = ['restaurants']

/** Restaurants near a place, scored for the caller's group. */
export const restaurantEndpoints = {
  search: defineEndpoint({
    method: 'POST',
    path: '/api/restaurants/search',
    tags,
    summary:
      'Restaurants near a position or US ZIP code for a cuisine and service type, scored for the group (cached 10 min)',
    body: RestaurantSearchSchema,
    responses: { 200: RestaurantSearchResultSchema },
  }),
}

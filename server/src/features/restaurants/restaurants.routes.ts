import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { restaurantEndpoints } from '@forkcast/contract/restaurants.endpoints'
import type { Restaurant } from '@forkcast/contract/restaurants.schemas'
import { endpointRoute } from '../../lib/endpoint-route'
import { translatorOfRequest } from '../../lib/i18n'
import type { Translate } from '../../lib/translate'
import { searchRestaurants } from './restaurants.service'

/** A card's reasons ("Thai, as the group chose", "0.2 mi away") in the reader's language. */
const restaurantInLanguage = (restaurant: Restaurant, translate: Translate): Restaurant => ({
  ...restaurant,
  matchReasons: restaurant.matchReasons.map(translate),
})

export const restaurantRoutes: FastifyPluginAsyncZod = async (app) => {
  const places = app.ctx.providers.places

  app.route({
    ...endpointRoute(app, restaurantEndpoints.search),
    handler: async (request) => {
      const found = await searchRestaurants(app.ctx, {
        user: request.signedInUser,
        search: request.body,
        places,
        log: request.log,
      })
      const translate = translatorOfRequest(request)
      return {
        ...found,
        restaurants: found.restaurants.map((restaurant) => restaurantInLanguage(restaurant, translate)),
      }
    },
  })
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { restaurantEndpoints } from '@forkcast/contract/restaurants.endpoints'
import { endpointRoute } from '../../lib/endpoint-route'
import { searchRestaurants } from './restaurants.service'

export const restaurantRoutes: FastifyPluginAsyncZod = async (app) => {
  const places = app.ctx.providers.places

  app.route({
    ...endpointRoute(app, restaurantEndpoints.search),
    handler: async (request) =>
      searchRestaurants(app.ctx, {
        user: request.signedInUser,
        search: request.body,
        places,
        log: request.log,
      }),
  })
}

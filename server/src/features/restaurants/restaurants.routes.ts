import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { restaurantEndpoints } from '@forkcast/contract/restaurants.endpoints'
import { endpointRoute } from '../../lib/endpoint-route'
import { requireUser } from '../../plugins/auth'
import { searchRestaurants } from './restaurants.service'

export const restaurantRoutes: FastifyPluginAsyncZod = async (app) => {
  const places = app.ctx.providers.places
  // Signed-out callers get 401 before their body is looked at.
  app.addHook('preValidation', async (request) => {
    requireUser(request)
  })

  app.route({
    ...endpointRoute(app, restaurantEndpoints.search),
    handler: async (request) =>
      searchRestaurants(app.ctx, {
        user: requireUser(request),
        search: request.body,
        places,
        log: request.log,
      }),
  })
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { RestaurantSearchResultSchema, RestaurantSearchSchema } from '@forkcast/contract/restaurants.schemas'
import { requireUser } from '../../plugins/auth'
import { searchRestaurants } from './restaurants.service'

const tags = ['restaurants']

export const restaurantRoutes: FastifyPluginAsyncZod = async (app) => {
  const places = app.ctx.providers.places
  // Signed-out callers get 401 before their body is looked at.
  app.addHook('preValidation', async (request) => {
    requireUser(request)
  })

  app.post(
    '/search',
    {
      schema: {
        tags,
        summary:
          'Restaurants near a position or US ZIP code for a cuisine and service type, scored for the group (cached 10 min)',
        body: RestaurantSearchSchema,
        response: { 200: RestaurantSearchResultSchema },
      },
    },
    async (request) =>
      searchRestaurants(app.ctx, {
        user: requireUser(request),
        search: request.body,
        places,
        log: request.log,
      }),
  )
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { favoriteEndpoints } from '@forkcast/contract/favorites.endpoints'
import { endpointRoute } from '../../lib/endpoint-route'
import {
  addFavorite,
  checkFavorite,
  listFavorites,
  removeFavorite,
  updateFavorite,
} from './favorites.service'

export const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, favoriteEndpoints.list),
    handler: async (request) =>
      listFavorites(app.ctx, { userId: request.signedInUser.id, groupId: request.query.groupId }),
  })

  app.route({
    ...endpointRoute(app, favoriteEndpoints.check),
    handler: async (request) =>
      checkFavorite(app.ctx, { userId: request.signedInUser.id, placeId: request.params.placeId }),
  })

  app.route({
    ...endpointRoute(app, favoriteEndpoints.add),
    handler: async (request, reply) => {
      const result = await addFavorite(app.ctx, { userId: request.signedInUser.id, favorite: request.body })
      return reply.code(result.created ? 201 : 200).send(result.favorite)
    },
  })

  app.route({
    ...endpointRoute(app, favoriteEndpoints.update),
    handler: async (request) =>
      updateFavorite(app.ctx, {
        userId: request.signedInUser.id,
        id: request.params.id,
        update: request.body,
      }),
  })

  app.route({
    ...endpointRoute(app, favoriteEndpoints.remove),
    handler: async (request) =>
      removeFavorite(app.ctx, { userId: request.signedInUser.id, id: request.params.id }),
  })
}

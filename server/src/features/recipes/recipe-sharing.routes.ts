import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyRequest } from 'fastify'
import { recipeSharingEndpoints } from '@forkcast/contract/recipe-sharing.endpoints'
import { endpointRoute } from '../../lib/endpoint-route'
import {
  createShareLink,
  getSharedRecipe,
  listShareLinks,
  revokeRecipeShareLink,
} from './recipe-sharing.service'

const originOf = (request: FastifyRequest) =>
  request.server.ctx.config.PUBLIC_ORIGIN ?? `${request.protocol}://${request.host}`

/** /api/recipes/:id/share: a member makes, lists and turns off read-only links to a recipe (decision 039). */
export const recipeShareRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, recipeSharingEndpoints.create),
    handler: async (request, reply) => {
      const link = await createShareLink(app.ctx, {
        user: request.signedInUser,
        recipeId: request.params.id,
        origin: originOf(request),
      })
      return reply.code(201).send(link)
    },
  })

  app.route({
    ...endpointRoute(app, recipeSharingEndpoints.list),
    handler: async (request) =>
      listShareLinks(app.ctx, {
        user: request.signedInUser,
        recipeId: request.params.id,
        origin: originOf(request),
      }),
  })

  app.route({
    ...endpointRoute(app, recipeSharingEndpoints.revoke),
    handler: async (request) =>
      revokeRecipeShareLink(app.ctx, {
        user: request.signedInUser,
        recipeId: request.params.id,
        token: request.params.token,
      }),
  })
}

/** /api/shared-recipes/:token: the recipe behind a live link, for anyone, signed in or not. */
export const sharedRecipeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, recipeSharingEndpoints.shared),
    handler: async (request, reply) => {
      const recipe = await getSharedRecipe(app.ctx, request.params.token)
      // Revoking must take effect at once, and the link is a secret: no caches, no search engines.
      void reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex')
      return recipe
    },
  })
}

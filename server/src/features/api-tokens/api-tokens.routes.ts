import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiTokenEndpoints } from '@forkcast/contract/api-tokens.endpoints'
import { endpointRoute } from '../../lib/endpoint-route'
import { createApiToken, listApiTokens, revokeApiToken } from './api-tokens.service'

/** /api/account/api-tokens: a person's own tokens. A token never reaches these routes (plugins/api-token-auth). */
export const apiTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, apiTokenEndpoints.list),
    handler: async (request) => ({
      tokens: await listApiTokens(app.ctx, { userId: request.signedInUser.id }),
    }),
  })

  app.route({
    ...endpointRoute(app, apiTokenEndpoints.create),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await createApiToken(app.ctx, { user: request.signedInUser, input: request.body })),
  })

  app.route({
    ...endpointRoute(app, apiTokenEndpoints.revoke),
    handler: async (request) =>
      revokeApiToken(app.ctx, { userId: request.signedInUser.id, id: request.params.id }),
  })
}

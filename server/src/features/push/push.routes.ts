import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { pushEndpoints } from '@forkcast/contract/push.endpoints'
import { endpointRoute } from '../../lib/endpoint-route'
import { getVapidKeys, subscribe, unsubscribe } from './push.service'

export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, pushEndpoints.publicKey),
    handler: async () => ({ publicKey: (await getVapidKeys(app.ctx)).publicKey }),
  })

  app.route({
    ...endpointRoute(app, pushEndpoints.subscribe),
    handler: async (request, reply) => {
      const state = await subscribe(app.ctx, { userId: request.signedInUser.id, input: request.body })
      return reply.code(201).send(state)
    },
  })

  app.route({
    ...endpointRoute(app, pushEndpoints.unsubscribe),
    handler: async (request) =>
      unsubscribe(app.ctx, { userId: request.signedInUser.id, endpoint: request.body.endpoint }),
  })
}

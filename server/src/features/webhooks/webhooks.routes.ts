import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { webhookEndpoints } from '@forkcast/contract/webhooks.endpoints'
import { endpointRoute } from '../../lib/endpoint-route'
import { createWebhook, listDeliveries, listWebhooks, removeWebhook, sendTestEvent } from './webhooks.service'

/** A group owner's outgoing webhooks, under /api/groups/:groupId/webhooks. */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, webhookEndpoints.list),
    handler: async (request) =>
      listWebhooks(app.ctx, { userId: request.signedInUser.id, groupId: request.params.groupId }),
  })

  app.route({
    ...endpointRoute(app, webhookEndpoints.create),
    handler: async (request, reply) => {
      const webhook = await createWebhook(app.ctx, {
        userId: request.signedInUser.id,
        groupId: request.params.groupId,
        input: request.body,
      })
      return reply.code(201).send(webhook)
    },
  })

  app.route({
    ...endpointRoute(app, webhookEndpoints.remove),
    handler: async (request) =>
      removeWebhook(app.ctx, { userId: request.signedInUser.id, ...request.params }),
  })

  app.route({
    ...endpointRoute(app, webhookEndpoints.deliveries),
    handler: async (request) =>
      listDeliveries(app.ctx, { userId: request.signedInUser.id, ...request.params }),
  })

  app.route({
    ...endpointRoute(app, webhookEndpoints.test),
    handler: async (request, reply) => {
      const delivery = await sendTestEvent(app.ctx, { userId: request.signedInUser.id, ...request.params })
      return reply.code(202).send(delivery)
    },
  })
}

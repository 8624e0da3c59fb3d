import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { webhookEndpoints } from '@forkcast/contract/webhooks.endpoints'
import type { WebhookDelivery } from '@forkcast/contract/webhooks.schemas'
import { endpointRoute } from '../../lib/endpoint-route'
import { translatorOfRequest } from '../../lib/i18n'
import type { Translate } from '../../lib/translate'
import { createWebhook, listDeliveries, listWebhooks, removeWebhook, sendTestEvent } from './webhooks.service'

/** Why a delivery failed, in the owner's language (the log keeps it in English). */
const deliveryInLanguage = (delivery: WebhookDelivery, translate: Translate): WebhookDelivery =>
  delivery.lastError === null ? delivery : { ...delivery, lastError: translate(delivery.lastError) }

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
    handler: async (request) => {
      const deliveries = await listDeliveries(app.ctx, { userId: request.signedInUser.id, ...request.params })
      const translate = translatorOfRequest(request)
      return deliveries.map((delivery) => deliveryInLanguage(delivery, translate))
    },
  })

  app.route({
    ...endpointRoute(app, webhookEndpoints.test),
    handler: async (request, reply) => {
      const delivery = await sendTestEvent(app.ctx, { userId: request.signedInUser.id, ...request.params })
      return reply.code(202).send(delivery)
    },
  })
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { SuccessSchema } from '@forkcast/contract/common.schemas'
import {
  CreateWebhookSchema,
  CreatedWebhookSchema,
  GroupWebhooksParamsSchema,
  WebhookDeliverySchema,
  WebhookParamsSchema,
  WebhookSchema,
} from '@forkcast/contract/webhooks.schemas'
import { requireUser } from '../../plugins/auth'
import { createWebhook, listDeliveries, listWebhooks, removeWebhook, sendTestEvent } from './webhooks.service'

const tags = ['webhooks']

/** A group owner's outgoing webhooks, under /api/family-groups/:groupId/webhooks. */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  // Signed-out callers get 401 before anything else.
  app.addHook('preValidation', async (request) => {
    requireUser(request)
  })

  app.get(
    '/:groupId/webhooks',
    {
      schema: {
        tags,
        summary: "The group's webhooks (owner only; the secrets are never shown again)",
        params: GroupWebhooksParamsSchema,
        response: { 200: z.array(WebhookSchema) },
      },
    },
    async (request) =>
      listWebhooks(app.ctx, { userId: requireUser(request).id, groupId: request.params.groupId }),
  )

  app.post(
    '/:groupId/webhooks',
    {
      schema: {
        tags,
        summary: 'Add a webhook to a public https address; the answer shows its signing secret, once',
        params: GroupWebhooksParamsSchema,
        body: CreateWebhookSchema,
        response: { 201: CreatedWebhookSchema },
      },
    },
    async (request, reply) => {
      const webhook = await createWebhook(app.ctx, {
        userId: requireUser(request).id,
        groupId: request.params.groupId,
        input: request.body,
      })
      return reply.code(201).send(webhook)
    },
  )

  app.delete(
    '/:groupId/webhooks/:id',
    {
      schema: {
        tags,
        summary: 'Delete a webhook and its delivery log',
        params: WebhookParamsSchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => removeWebhook(app.ctx, { userId: requireUser(request).id, ...request.params }),
  )

  app.get(
    '/:groupId/webhooks/:id/deliveries',
    {
      schema: {
        tags,
        summary: "A webhook's latest deliveries, newest first",
        params: WebhookParamsSchema,
        response: { 200: z.array(WebhookDeliverySchema) },
      },
    },
    async (request) => listDeliveries(app.ctx, { userId: requireUser(request).id, ...request.params }),
  )

  app.post(
    '/:groupId/webhooks/:id/test',
    {
      schema: {
        tags,
        summary: 'Queue a test event (ping) to this webhook',
        params: WebhookParamsSchema,
        response: { 202: WebhookDeliverySchema },
      },
    },
    async (request, reply) => {
      const delivery = await sendTestEvent(app.ctx, { userId: requireUser(request).id, ...request.params })
      return reply.code(202).send(delivery)
    },
  )
}

import { z } from 'zod'
import { SuccessSchema } from './common.schemas'
import { defineEndpoint } from './endpoint'
import {
  CreateWebhookSchema,
  CreatedWebhookSchema,
  GroupWebhooksParamsSchema,
  WebhookDeliverySchema,
  WebhookParamsSchema,
  WebhookSchema,
} from './webhooks.schemas'

const tags = ['webhooks']

/** A group owner's outgoing webhooks and their delivery log. */
export const webhookEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/groups/:groupId/webhooks',
    tags,
    summary: "The group's webhooks (owner only; the secrets are never shown again)",
    params: GroupWebhooksParamsSchema,
    responses: { 200: z.array(WebhookSchema) },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/groups/:groupId/webhooks',
    tags,
    summary: 'Add a webhook to a public https address; the answer shows its signing secret, once',
    params: GroupWebhooksParamsSchema,
    body: CreateWebhookSchema,
    responses: { 201: CreatedWebhookSchema },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/groups/:groupId/webhooks/:id',
    tags,
    summary: 'Delete a webhook and its delivery log',
    params: WebhookParamsSchema,
    responses: { 200: SuccessSchema },
  }),
  deliveries: defineEndpoint({
    method: 'GET',
    path: '/api/groups/:groupId/webhooks/:id/deliveries',
    tags,
    summary: "A webhook's latest deliveries, newest first",
    params: WebhookParamsSchema,
    responses: { 200: z.array(WebhookDeliverySchema) },
  }),
  test: defineEndpoint({
    method: 'POST',
    path: '/api/groups/:groupId/webhooks/:id/test',
    tags,
    summary: 'Queue a test event (ping) to this webhook',
    params: WebhookParamsSchema,
    responses: { 202: WebhookDeliverySchema },
  }),
}

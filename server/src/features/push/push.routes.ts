import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  PushPublicKeySchema,
  PushSubscriptionInputSchema,
  PushUnsubscribeSchema,
} from '@forkcast/contract/push.schemas'
import { requireUser } from '../../plugins/auth'
import { getVapidKeys, subscribe, unsubscribe } from './push.service'

const tags = ['push']
const PushStateSchema = z.object({ subscribed: z.boolean(), devices: z.number().int() })

export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public-key',
    {
      schema: {
        tags,
        summary: 'The VAPID public key browsers subscribe with',
        response: { 200: PushPublicKeySchema },
      },
    },
    async (request) => {
      requireUser(request)
      return { publicKey: (await getVapidKeys(app.ctx)).publicKey }
    },
  )

  app.post(
    '/subscriptions',
    {
      schema: {
        tags,
        summary: "Turns on notifications for this browser (when a member starts tonight's decision)",
        body: PushSubscriptionInputSchema,
        response: { 201: PushStateSchema },
      },
    },
    async (request, reply) => {
      const state = await subscribe(app.ctx, { userId: requireUser(request).id, input: request.body })
      return reply.code(201).send(state)
    },
  )

  app.delete(
    '/subscriptions',
    {
      schema: {
        tags,
        summary: 'Turns off notifications for this browser',
        body: PushUnsubscribeSchema,
        response: { 200: PushStateSchema },
      },
    },
    async (request) =>
      unsubscribe(app.ctx, { userId: requireUser(request).id, endpoint: request.body.endpoint }),
  )
}

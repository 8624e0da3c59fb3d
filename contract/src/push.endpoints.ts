import { z } from 'zod'
import { defineEndpoint } from './endpoint'
import { PushPublicKeySchema, PushSubscriptionInputSchema, PushUnsubscribeSchema } from './push.schemas'

const tags = ['push']
// Whether this browser is now subscribed, and on how many browsers the caller is.
const PushStateSchema = z.object({ subscribed: z.boolean(), devices: z.number().int() })

/** Web push: this browser's opt-in to notifications. */
export const pushEndpoints = {
  publicKey: defineEndpoint({
    method: 'GET',
    path: '/api/push/public-key',
    tags,
    summary: 'The VAPID public key browsers subscribe with',
    responses: { 200: PushPublicKeySchema },
  }),
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/api/push/subscriptions',
    tags,
    summary: "Turns on notifications for this browser (when a member starts tonight's decision)",
    body: PushSubscriptionInputSchema,
    responses: { 201: PushStateSchema },
  }),
  unsubscribe: defineEndpoint({
    method: 'DELETE',
    path: '/api/push/subscriptions',
    tags,
    summary: 'Turns off notifications for this browser',
    body: PushUnsubscribeSchema,
    responses: { 200: PushStateSchema },
  }),
}

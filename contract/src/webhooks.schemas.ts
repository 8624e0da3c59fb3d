import { z } from 'zod'
import { IdSchema, idNumber, safeString } from './common.schemas'

/** The group events an outgoing webhook can subscribe to (issue 31). */
export const WEBHOOK_EVENTS = ['decision.made', 'plan.changed', 'list.changed'] as const
export const WebhookEventSchema = z.enum(WEBHOOK_EVENTS)
export type WebhookEvent = z.infer<typeof WebhookEventSchema>

/** What a delivery carries: a subscribed event, or the test event an owner sends from settings. */
export const WEBHOOK_TEST_EVENT = 'ping'
export const WebhookDeliveryEventSchema = z.enum([...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT])
export type WebhookDeliveryEvent = z.infer<typeof WebhookDeliveryEventSchema>

/** Plain names for people, in settings. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookDeliveryEvent, string> = {
  'decision.made': 'A decision is made',
  'plan.changed': 'The week’s plan changes',
  'list.changed': 'The shopping list changes',
  ping: 'Test event',
}

/** A group keeps at most this many webhooks. */
export const MAX_WEBHOOKS_PER_GROUP = 10
/** The delivery log shows this many of a webhook's latest deliveries. */
export const WEBHOOK_DELIVERY_LOG_SIZE = 50
export const WEBHOOK_URL_MAX_LENGTH = 2000

export const CreateWebhookSchema = z.object({
  url: safeString('Address')
    .trim()
    .min(1, 'Enter the address to send events to')
    .max(WEBHOOK_URL_MAX_LENGTH, `The address must be at most ${WEBHOOK_URL_MAX_LENGTH} characters`)
    .pipe(z.url({ protocol: /^https?$/, error: 'Enter a full https:// address' })),
  events: z
    .array(WebhookEventSchema, { error: 'Choose at least one event' })
    .min(1, 'Choose at least one event')
    .max(WEBHOOK_EVENTS.length)
    .transform((events) => [...new Set(events)]),
})
export type CreateWebhook = z.infer<typeof CreateWebhookSchema>
export type CreateWebhookInput = z.input<typeof CreateWebhookSchema>

export const GroupWebhooksParamsSchema = z.object({ groupId: idNumber('groupId') })
export const WebhookParamsSchema = z.object({ groupId: idNumber('groupId'), id: IdSchema })

export const WebhookSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(WebhookEventSchema),
  createdAt: z.string(),
})
export type Webhook = z.infer<typeof WebhookSchema>

/** The answer to creating one: the signing secret, shown this once and never again. */
export const CreatedWebhookSchema = WebhookSchema.extend({ secret: z.string() })
export type CreatedWebhook = z.infer<typeof CreatedWebhookSchema>

export const WebhookDeliveryStatusSchema = z.enum(['pending', 'delivered', 'failed'])

export const WebhookDeliverySchema = z.object({
  id: z.number().int(),
  event: WebhookDeliveryEventSchema,
  /** pending: waiting for its first try or a retry; delivered: a 2xx; failed: out of attempts. */
  status: WebhookDeliveryStatusSchema,
  attempts: z.number().int(),
  /** The receiver's last HTTP status, when it answered. */
  lastStatusCode: z.number().int().nullable(),
  /** Why the last attempt failed, in words for people. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
})
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>

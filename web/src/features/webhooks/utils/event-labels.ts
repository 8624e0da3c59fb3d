import type { TFunction } from 'i18next'
import type { WebhookDeliveryEvent } from '@forkcast/contract/webhooks.schemas'

/** Where each event's plain name (WEBHOOK_EVENT_LABELS) is filed: the ids hold dots, which split a key. */
const EVENT_KEYS = {
  'decision.made': 'decisionMade',
  'plan.changed': 'planChanged',
  'list.changed': 'listChanged',
  ping: 'ping',
} as const satisfies Record<WebhookDeliveryEvent, string>

/** 'A decision is made' for 'decision.made', in the person's language. */
export const webhookEventLabel = (event: WebhookDeliveryEvent, t: TFunction<'webhooks'>) =>
  t(`event.${EVENT_KEYS[event]}`)

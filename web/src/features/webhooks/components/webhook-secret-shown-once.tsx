import type { CreatedWebhook } from '@forkcast/contract/webhooks.schemas'
import { ShownOnce } from '@/components/ui/shown-once'

/** The new webhook's signing secret, the one time it can be seen. */
export const WebhookSecretShownOnce = ({
  webhook,
  onDone,
}: {
  webhook: CreatedWebhook
  onDone: () => void
}) => (
  <ShownOnce
    title="Webhook added"
    label="Signing secret"
    value={webhook.secret}
    copyLabel="Copy signing secret"
    copiedDescription="Keep it with the service that receives the events."
    warning="Copy it now: we show it only once. Your receiver uses it to check that events really come from Forkcast (the Forkcast-Signature header)."
    onDone={onDone}
  />
)

import { KeyRound } from 'lucide-react'
import type { CreatedWebhook } from '@forkcast/contract/webhooks.schemas'
import { Button } from '@/components/ui/button'
import { CopyButton } from '@/components/ui/copy-button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

/** The new webhook's signing secret, the one time it can be seen. */
export const WebhookSecretShownOnce = ({
  webhook,
  onDone,
}: {
  webhook: CreatedWebhook
  onDone: () => void
}) => (
  <div role="status" className="flex flex-col gap-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
    <p className="flex items-center gap-2 font-medium text-stone-900">
      <KeyRound className="size-4 text-amber-700" aria-hidden /> Webhook added
    </p>
    <Label htmlFor="webhook-secret">Signing secret</Label>
    <div className="flex items-center gap-2">
      <Input
        id="webhook-secret"
        readOnly
        value={webhook.secret}
        onFocus={(event) => event.currentTarget.select()}
        className="font-mono text-sm"
        aria-describedby="webhook-secret-once"
      />
      <CopyButton
        text={webhook.secret}
        label="Copy signing secret"
        copiedDescription="Keep it with the service that receives the events."
      />
    </div>
    <p id="webhook-secret-once" className="text-sm text-amber-900">
      Copy it now: we show it only once. Your receiver uses it to check that events really come from Forkcast
      (the Forkcast-Signature header).
    </p>
    <Button variant="secondary" size="sm" className="self-start" onClick={onDone}>
      Done
    </Button>
  </div>
)

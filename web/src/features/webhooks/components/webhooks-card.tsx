import { useState } from 'react'
import { Webhook as WebhookIcon } from 'lucide-react'
import { MAX_WEBHOOKS_PER_GROUP, type CreatedWebhook } from '@forkcast/contract/webhooks.schemas'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { useWebhooks } from '../api/webhooks'
import { AddWebhookForm } from './add-webhook-form'
import { WebhookItem } from './webhook-item'
import { WebhookSecretShownOnce } from './webhook-secret-shown-once'

/** The group owner's outgoing webhooks: list, add (secret shown once), delivery logs. */
export const WebhooksCard = ({ groupId }: { groupId: number }) => {
  const webhooks = useWebhooks(groupId)
  const [created, setCreated] = useState<CreatedWebhook | null>(null)
  const isFull = (webhooks.data?.length ?? 0) >= MAX_WEBHOOKS_PER_GROUP

  return (
    <Card className="flex flex-col gap-4 p-5" role="region" aria-labelledby="webhooks-title">
      <div>
        <h2 id="webhooks-title" className="flex items-center gap-2 text-lg font-semibold">
          <WebhookIcon className="size-5 text-brand-700" aria-hidden /> Webhooks
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          Let another app or service hear when your family decides dinner or changes the plan or the shopping
          list. Only you, the owner, see this.
        </p>
      </div>
      {webhooks.isPending ? (
        <Spinner className="items-start" label="Loading webhooks" />
      ) : webhooks.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-stone-700">
          We could not load your webhooks.
          <Button
            variant="secondary"
            size="sm"
            disabled={webhooks.isFetching}
            onClick={() => void webhooks.refetch()}
          >
            Try again
          </Button>
        </div>
      ) : (
        <>
          {webhooks.data.length === 0 ? (
            <p className="text-sm text-stone-600">No webhooks yet.</p>
          ) : (
            <ul className="flex flex-col divide-y divide-stone-100" aria-label="Webhooks">
              {webhooks.data.map((webhook) => (
                <WebhookItem key={webhook.id} groupId={groupId} webhook={webhook} />
              ))}
            </ul>
          )}
          {created ? <WebhookSecretShownOnce webhook={created} onDone={() => setCreated(null)} /> : null}
          {isFull ? (
            <p className="text-sm text-stone-600">
              A group can have {MAX_WEBHOOKS_PER_GROUP} webhooks. Delete one to add another.
            </p>
          ) : (
            <AddWebhookForm groupId={groupId} onCreated={setCreated} />
          )}
        </>
      )}
    </Card>
  )
}

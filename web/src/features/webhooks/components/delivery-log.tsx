import { WEBHOOK_EVENT_LABELS, type WebhookDelivery } from '@forkcast/contract/webhooks.schemas'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useWebhookDeliveries } from '../api/webhooks'

const formatWhen = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))

/** Delivered, Sending, Retrying (attempt n) or Failed, as the log shows it. */
const describeDeliveryStatus = (delivery: WebhookDelivery) => {
  if (delivery.status === 'delivered') return 'Delivered'
  if (delivery.status === 'failed') return 'Failed'
  return delivery.attempts === 0 ? 'Sending' : `Retrying (attempt ${delivery.attempts + 1})`
}

/** What the receiver said, or why it could not be reached. */
const describeOutcome = (delivery: WebhookDelivery) => {
  if (delivery.status === 'delivered') {
    return delivery.lastStatusCode === null ? null : `Answered HTTP ${delivery.lastStatusCode}`
  }
  const reason =
    delivery.lastError ?? (delivery.lastStatusCode === null ? null : `HTTP ${delivery.lastStatusCode}`)
  if (delivery.status === 'pending' && delivery.attempts > 0 && delivery.nextAttemptAt) {
    return `${reason ?? 'It did not go through'}. Next try ${formatWhen(delivery.nextAttemptAt)}.`
  }
  if (delivery.status === 'failed') return `${reason ?? 'It did not go through'}. We stopped trying.`
  return reason
}

const DeliveryRow = ({ delivery }: { delivery: WebhookDelivery }) => {
  const outcome = describeOutcome(delivery)
  return (
    <li className="flex flex-col gap-1 py-2">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium text-stone-900">{WEBHOOK_EVENT_LABELS[delivery.event]}</span>
        <Badge
          variant={delivery.status === 'delivered' ? 'brand' : 'neutral'}
          className={delivery.status === 'failed' ? 'bg-red-100 text-red-800' : undefined}
        >
          {describeDeliveryStatus(delivery)}
        </Badge>
        <time className="text-xs text-stone-500" dateTime={delivery.createdAt}>
          {formatWhen(delivery.createdAt)}
        </time>
      </div>
      {outcome ? <p className="text-xs text-stone-600">{outcome}</p> : null}
    </li>
  )
}

/** A webhook's latest deliveries, newest first; it refreshes itself while one is waiting. */
export const DeliveryLog = ({ groupId, webhookId }: { groupId: number; webhookId: number }) => {
  const deliveries = useWebhookDeliveries(groupId, webhookId)
  if (deliveries.isPending) return <Spinner className="items-start py-2" label="Loading deliveries" />
  if (deliveries.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 py-2 text-sm text-stone-700">
        We could not load the delivery log.
        <Button
          variant="secondary"
          size="sm"
          disabled={deliveries.isFetching}
          onClick={() => void deliveries.refetch()}
        >
          Try again
        </Button>
      </div>
    )
  }
  if (deliveries.data.length === 0) {
    return (
      <p className="py-2 text-sm text-stone-600">Nothing sent yet. Events will show here as they go out.</p>
    )
  }
  return (
    <ul className="flex flex-col divide-y divide-stone-100" aria-label="Deliveries">
      {deliveries.data.map((delivery) => (
        <DeliveryRow key={delivery.id} delivery={delivery} />
      ))}
    </ul>
  )
}

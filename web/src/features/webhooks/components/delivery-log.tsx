import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { WebhookDelivery } from '@forkcast/contract/webhooks.schemas'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { formatDateTime } from '@/lib/format'
import { useWebhookDeliveries } from '../api/webhooks'
import { webhookEventLabel } from '../utils/event-labels'

type WebhooksT = TFunction<'webhooks'>

/** Delivered, Sending, Retrying (attempt n) or Failed, as the log shows it. */
const describeDeliveryStatus = (delivery: WebhookDelivery, t: WebhooksT) => {
  if (delivery.status === 'delivered') return t('log.status.delivered')
  if (delivery.status === 'failed') return t('log.status.failed')
  return delivery.attempts === 0
    ? t('log.status.sending')
    : t('log.status.retrying', { attempt: delivery.attempts + 1 })
}

/** What the receiver said, or why it could not be reached. */
const describeOutcome = (delivery: WebhookDelivery, t: WebhooksT) => {
  if (delivery.status === 'delivered') {
    return delivery.lastStatusCode === null ? null : t('log.answered', { code: delivery.lastStatusCode })
  }
  const reason =
    delivery.lastError ??
    (delivery.lastStatusCode === null ? null : t('log.httpStatus', { code: delivery.lastStatusCode }))
  if (delivery.status === 'pending' && delivery.attempts > 0 && delivery.nextAttemptAt) {
    return t('log.nextTry', {
      reason: reason ?? t('log.didNotGoThrough'),
      when: formatDateTime(delivery.nextAttemptAt),
    })
  }
  if (delivery.status === 'failed') return t('log.stopped', { reason: reason ?? t('log.didNotGoThrough') })
  return reason
}

const DeliveryRow = ({ delivery }: { delivery: WebhookDelivery }) => {
  const { t } = useTranslation('webhooks')
  const outcome = describeOutcome(delivery, t)
  return (
    <li className="flex flex-col gap-1 py-2">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium text-stone-900">{webhookEventLabel(delivery.event, t)}</span>
        <Badge
          variant={delivery.status === 'delivered' ? 'brand' : 'neutral'}
          className={delivery.status === 'failed' ? 'bg-red-100 text-red-800' : undefined}
        >
          {describeDeliveryStatus(delivery, t)}
        </Badge>
        <time className="text-xs text-stone-500" dateTime={delivery.createdAt}>
          {formatDateTime(delivery.createdAt)}
        </time>
      </div>
      {outcome ? <p className="text-xs text-stone-600">{outcome}</p> : null}
    </li>
  )
}

/** A webhook's latest deliveries, newest first; it refreshes itself while one is waiting. */
export const DeliveryLog = ({ groupId, webhookId }: { groupId: number; webhookId: number }) => {
  const { t } = useTranslation('webhooks')
  const deliveries = useWebhookDeliveries(groupId, webhookId)
  if (deliveries.isPending) return <Spinner className="items-start py-2" label={t('log.loading')} />
  if (deliveries.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 py-2 text-sm text-stone-700">
        {t('log.loadError')}
        <Button
          variant="secondary"
          size="sm"
          disabled={deliveries.isFetching}
          onClick={() => void deliveries.refetch()}
        >
          {t('tryAgain')}
        </Button>
      </div>
    )
  }
  if (deliveries.data.length === 0) {
    return <p className="py-2 text-sm text-stone-600">{t('log.empty')}</p>
  }
  return (
    <ul className="flex flex-col divide-y divide-stone-100" aria-label={t('log.label')}>
      {deliveries.data.map((delivery) => (
        <DeliveryRow key={delivery.id} delivery={delivery} />
      ))}
    </ul>
  )
}

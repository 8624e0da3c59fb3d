import { useState } from 'react'
import { Webhook as WebhookIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
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
  const { t } = useTranslation('webhooks')
  const webhooks = useWebhooks(groupId)
  const [created, setCreated] = useState<CreatedWebhook | null>(null)
  const isFull = (webhooks.data?.length ?? 0) >= MAX_WEBHOOKS_PER_GROUP

  return (
    <Card className="flex flex-col gap-4 p-5" role="region" aria-labelledby="webhooks-title">
      <div>
        <h2 id="webhooks-title" className="flex items-center gap-2 text-lg font-semibold">
          <WebhookIcon className="size-5 text-brand-700" aria-hidden /> {t('card.title')}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t('card.intro')}</p>
      </div>
      {webhooks.isPending ? (
        <Spinner className="items-start" label={t('card.loading')} />
      ) : webhooks.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-stone-700">
          {t('card.loadError')}
          <Button
            variant="secondary"
            size="sm"
            disabled={webhooks.isFetching}
            onClick={() => void webhooks.refetch()}
          >
            {t('tryAgain')}
          </Button>
        </div>
      ) : (
        <>
          {webhooks.data.length === 0 ? (
            <p className="text-sm text-stone-600">{t('card.empty')}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-stone-100" aria-label={t('card.title')}>
              {webhooks.data.map((webhook) => (
                <WebhookItem key={webhook.id} groupId={groupId} webhook={webhook} />
              ))}
            </ul>
          )}
          {created ? <WebhookSecretShownOnce webhook={created} onDone={() => setCreated(null)} /> : null}
          {isFull ? (
            <p className="text-sm text-stone-600">{t('card.full', { max: MAX_WEBHOOKS_PER_GROUP })}</p>
          ) : (
            <AddWebhookForm groupId={groupId} onCreated={setCreated} />
          )}
        </>
      )}
    </Card>
  )
}

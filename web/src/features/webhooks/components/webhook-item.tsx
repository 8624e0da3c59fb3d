import { useId, useState } from 'react'
import { ChevronDown, Send, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Webhook } from '@forkcast/contract/webhooks.schemas'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { cn } from '@/lib/cn'
import { notify } from '@/lib/toast'
import { useDeleteWebhook, useSendTestEvent } from '../api/webhooks'
import { webhookEventLabel } from '../utils/event-labels'
import { DeliveryLog } from './delivery-log'

/** One webhook: where it sends, what for, its delivery log, a test event and delete (asked first). */
export const WebhookItem = ({ groupId, webhook }: { groupId: number; webhook: Webhook }) => {
  const { t } = useTranslation('webhooks')
  const [isLogOpen, setLogOpen] = useState(false)
  const [isConfirming, setConfirming] = useState(false)
  const remove = useDeleteWebhook(groupId)
  const sendTest = useSendTestEvent(groupId)
  const logId = useId()

  const confirmDelete = () =>
    remove.mutate(webhook.id, {
      onSuccess: () => {
        setConfirming(false)
        notify({ title: t('item.deleted'), description: t('item.deletedDescription') })
      },
    })

  const test = () =>
    sendTest.mutate(webhook.id, {
      onSuccess: () => {
        setLogOpen(true)
        notify({ title: t('item.testSent'), description: t('item.testSentDescription') })
      },
    })

  return (
    <li className="flex flex-col gap-2 py-3">
      <p className="break-all font-mono text-sm text-stone-900">{webhook.url}</p>
      <p className="text-xs text-stone-600">
        {webhook.events.map((event) => webhookEventLabel(event, t)).join(' · ')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={isLogOpen}
          aria-controls={logId}
          onClick={() => setLogOpen((open) => !open)}
        >
          {t('item.deliveryLog')}
          <ChevronDown aria-hidden className={cn('transition-transform', isLogOpen && 'rotate-180')} />
        </Button>
        <Button variant="ghost" size="sm" disabled={sendTest.isPending} onClick={test}>
          <Send aria-hidden /> {sendTest.isPending ? t('item.sending') : t('item.sendTest')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden /> {t('item.delete')}
        </Button>
      </div>
      <div id={logId} hidden={!isLogOpen}>
        {isLogOpen ? <DeliveryLog groupId={groupId} webhookId={webhook.id} /> : null}
      </div>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setConfirming}
        title={t('item.confirmTitle')}
        description={t('item.confirmDescription', { url: webhook.url })}
        confirmLabel={t('item.confirmDelete')}
        pendingLabel={t('item.deleting')}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </li>
  )
}

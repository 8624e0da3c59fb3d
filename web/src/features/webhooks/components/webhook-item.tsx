import { useId, useState } from 'react'
import { ChevronDown, Send, Trash2 } from 'lucide-react'
import { WEBHOOK_EVENT_LABELS, type Webhook } from '@forkcast/contract/webhooks.schemas'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { cn } from '@/lib/cn'
import { notify } from '@/lib/toast'
import { useDeleteWebhook, useSendTestEvent } from '../api/webhooks'
import { DeliveryLog } from './delivery-log'

/** One webhook: where it sends, what for, its delivery log, a test event and delete (asked first). */
export const WebhookItem = ({ groupId, webhook }: { groupId: number; webhook: Webhook }) => {
  const [isLogOpen, setLogOpen] = useState(false)
  const [isConfirming, setConfirming] = useState(false)
  const remove = useDeleteWebhook(groupId)
  const sendTest = useSendTestEvent(groupId)
  const logId = useId()

  const confirmDelete = () =>
    remove.mutate(webhook.id, {
      onSuccess: () => {
        setConfirming(false)
        notify({ title: 'Webhook deleted', description: 'Nothing more will be sent to that address.' })
      },
    })

  const test = () =>
    sendTest.mutate(webhook.id, {
      onSuccess: () => {
        setLogOpen(true)
        notify({ title: 'Test event on its way', description: 'Its delivery shows in the log.' })
      },
    })

  return (
    <li className="flex flex-col gap-2 py-3">
      <p className="break-all font-mono text-sm text-stone-900">{webhook.url}</p>
      <p className="text-xs text-stone-600">
        {webhook.events.map((event) => WEBHOOK_EVENT_LABELS[event]).join(' · ')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={isLogOpen}
          aria-controls={logId}
          onClick={() => setLogOpen((open) => !open)}
        >
          Delivery log
          <ChevronDown aria-hidden className={cn('transition-transform', isLogOpen && 'rotate-180')} />
        </Button>
        <Button variant="ghost" size="sm" disabled={sendTest.isPending} onClick={test}>
          <Send aria-hidden /> {sendTest.isPending ? 'Sending...' : 'Send a test event'}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden /> Delete
        </Button>
      </div>
      <div id={logId} hidden={!isLogOpen}>
        {isLogOpen ? <DeliveryLog groupId={groupId} webhookId={webhook.id} /> : null}
      </div>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setConfirming}
        title="Delete this webhook?"
        description={`Forkcast stops sending events to ${webhook.url}, and its delivery log goes too.`}
        confirmLabel="Delete webhook"
        pendingLabel="Deleting..."
        isPending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </li>
  )
}

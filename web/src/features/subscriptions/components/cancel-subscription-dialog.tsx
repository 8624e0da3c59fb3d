import type { SubscriptionInfo } from '@forkcast/contract/subscriptions.schemas'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useCancelSubscription } from '../api/cancel-subscription'
import { formatDate } from '../utils/format-plan'

interface CancelSubscriptionDialogProps {
  info: SubscriptionInfo
  tierName: string
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Asks before cancelling; the plan lasts until the end of the paid period either way. */
export const CancelSubscriptionDialog = ({
  info,
  tierName,
  open,
  onOpenChange,
}: CancelSubscriptionDialogProps) => {
  const cancel = useCancelSubscription()
  const until = info.currentPeriodEnd ? formatDate(info.currentPeriodEnd) : 'the end of your billing period'
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Cancel ${tierName}?`}
      description={`You keep ${tierName} until ${until}. After that your account moves to the Free plan and its limits.`}
      // Two buttons both called Cancel leave people guessing which one ends the plan.
      cancelLabel={`Keep ${tierName}`}
      confirmLabel={`Cancel ${tierName}`}
      pendingLabel="Cancelling..."
      isPending={cancel.isPending}
      onConfirm={() => cancel.mutate(undefined, { onSettled: () => onOpenChange(false) })}
    />
  )
}

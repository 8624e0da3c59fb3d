import { useTranslation } from 'react-i18next'
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
  const { t } = useTranslation('subscriptions')
  const cancel = useCancelSubscription()
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('cancelDialog.title', { tier: tierName })}
      description={
        info.currentPeriodEnd
          ? t('cancelDialog.descriptionUntil', { tier: tierName, date: formatDate(info.currentPeriodEnd) })
          : t('cancelDialog.description', { tier: tierName })
      }
      // Two buttons both called Cancel leave people guessing which one ends the plan.
      cancelLabel={t('cancelDialog.keep', { tier: tierName })}
      confirmLabel={t('cancelPlan', { tier: tierName })}
      pendingLabel={t('cancelDialog.cancelling')}
      isPending={cancel.isPending}
      onConfirm={() => cancel.mutate(undefined, { onSettled: () => onOpenChange(false) })}
    />
  )
}

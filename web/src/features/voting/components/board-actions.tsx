import { useState, type ReactNode } from 'react'
import { Dices, RotateCcw, Send } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'

interface BoardActionsProps {
  canRandomPick: boolean
  hasSubmitted: boolean
  isLocked: boolean
  isBusy: boolean
  isResetting: boolean
  onSubmit: () => void
  onRandomPick: () => void
  /** Absent: no reset here (a guest's board). */
  onReset?: () => void
  /** Shown beside the votes, e.g. '+ Add a recipe'. */
  extra?: ReactNode
}

/** Submit, random pick (spec: only when 1 ≤ remaining ≤ total − 3) and reset for the whole group. */
export const BoardActions = ({
  canRandomPick,
  hasSubmitted,
  isLocked,
  isBusy,
  isResetting,
  onSubmit,
  onRandomPick,
  onReset,
  extra,
}: BoardActionsProps) => {
  const { t } = useTranslation('voting')
  const [confirming, setConfirming] = useState<'random' | 'reset' | null>(null)
  return (
    <div className="sticky bottom-0 z-10 -mx-4 border-t border-stone-200 bg-white/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:rounded-2xl sm:border">
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={onSubmit}
          disabled={isLocked || hasSubmitted || isBusy}
          className="flex-1 sm:flex-none"
        >
          <Send aria-hidden /> {hasSubmitted ? t('actions.submitted') : t('actions.submit')}
        </Button>
        {canRandomPick ? (
          <Button variant="secondary" onClick={() => setConfirming('random')} disabled={isLocked || isBusy}>
            <Dices aria-hidden /> {t('actions.randomPick')}
          </Button>
        ) : null}
        {extra}
        {onReset ? (
          <Button variant="ghost" onClick={() => setConfirming('reset')} disabled={isResetting}>
            <RotateCcw aria-hidden /> {t('actions.reset')}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming === 'random'}
        onOpenChange={(open) => setConfirming(open ? 'random' : null)}
        title={t('actions.randomTitle')}
        description={t('actions.randomDescription')}
        confirmLabel={t('actions.randomConfirm')}
        pendingLabel={t('actions.randomPending')}
        isPending={isBusy}
        onConfirm={() => {
          onRandomPick()
          setConfirming(null)
        }}
      />
      <ConfirmDialog
        open={confirming === 'reset'}
        onOpenChange={(open) => setConfirming(open ? 'reset' : null)}
        title={t('actions.resetTitle')}
        description={t('actions.resetDescription')}
        confirmLabel={t('actions.resetConfirm')}
        pendingLabel={t('actions.resetPending')}
        isPending={isResetting}
        onConfirm={() => {
          onReset?.()
          setConfirming(null)
        }}
      />
    </div>
  )
}

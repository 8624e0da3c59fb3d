import { useTranslation } from 'react-i18next'
import { useOnlineStatus } from '@/lib/use-online-status'
import { useGuestBoard, useGuestBoardAction } from '../api/guest-board'
import { useGuestLiveBoard } from '../api/use-guest-live-board'
import { EliminationBoard } from './elimination-board'

/** A guest's live board: they veto, like, pick and submit; starting over and what comes after are the family's. */
export const GuestBoardView = () => {
  const { t } = useTranslation('voting')
  const { isLive: isStreamOpen } = useGuestLiveBoard()
  const isOnline = useOnlineStatus()
  const isLive = isStreamOpen && isOnline
  const { data: board } = useGuestBoard({ isLive })
  const action = useGuestBoardAction({ isLive })
  if (!board) return null

  const { session, remainingOptionIds } = board.snapshot
  const isDecided = session.status === 'decided'
  const isEmpty = !isDecided && !session.options.some((option) => remainingOptionIds.includes(option.id))
  return (
    <div className="flex flex-col gap-4">
      <EliminationBoard
        snapshot={board.snapshot}
        currentUserId={board.guest.id}
        isLive={isLive}
        isBusy={action.isPending}
        onAction={(name, optionId) => action.mutate({ action: name, optionId })}
      />
      {isDecided ? <p className="text-center text-stone-600">{t('guestBoard.thanks')}</p> : null}
      {isEmpty ? <p className="text-center text-stone-600">{t('guestBoard.askForLink')}</p> : null}
    </div>
  )
}

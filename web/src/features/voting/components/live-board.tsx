import { useNavigate } from 'react-router'
import type { User } from '@forkcast/contract/users.schemas'
import type { SessionEvent, VotingCategory } from '@forkcast/contract/voting.schemas'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { storeChosenFoodType } from '@/lib/decision-flow'
import type { DecisionGroup } from '@/lib/decision-group'
import { notify } from '@/lib/toast'
import { useOnlineStatus } from '@/lib/use-online-status'
import { useBoardAction, useResetSession, useSessionSnapshot, useStartSession } from '../api/session-board'
import { useLiveSession } from '../api/use-live-session'
import { EliminationBoard } from './elimination-board'

const SUBMIT_TOAST_MS = 4000

interface LiveBoardProps {
  user: User
  group: DecisionGroup
  category: VotingCategory
  serviceType?: string
  diningType?: string
}

/** Joins (or starts) the group's board and keeps it live for every member. */
export const LiveBoard = ({ user, group, category, serviceType, diningType }: LiveBoardProps) => {
  const navigate = useNavigate()
  const start = useStartSession({ groupId: group.id, category, serviceType, diningType })
  const sessionId = start.data ?? null
  const onEvent = (event: SessionEvent) => {
    const isMine = event.user.id === user.id
    if (event.action === 'reset') {
      // Every member hears who cleared the board, so nobody wonders where the result went.
      notify({ title: `${isMine ? 'You' : event.actorName} started a new round` })
      return
    }
    if (event.action !== 'submit') return
    notify({
      title: isMine ? 'You submitted your selections' : `${event.actorName} submitted their selections`,
      duration: SUBMIT_TOAST_MS,
    })
  }
  const { isLive: isStreamOpen } = useLiveSession(sessionId, onEvent)
  const isOnline = useOnlineStatus()
  const isLive = isStreamOpen && isOnline
  const board = useSessionSnapshot(sessionId, { isLive })
  const action = useBoardAction(sessionId ?? 0, { isLive })
  const reset = useResetSession(sessionId ?? 0)

  if (start.isError || board.isError) {
    return (
      <div
        className="mx-auto max-w-md rounded-2xl border border-red-200 bg-white p-6 text-center"
        role="alert"
      >
        <h1 className="text-xl font-bold">Failed to load options</h1>
        <p className="mt-1 text-stone-600">There was an error loading the food options.</p>
        <div className="mt-4 flex justify-center gap-2">
          <Button variant="secondary" onClick={() => navigate(-1)}>
            Go Back
          </Button>
          <Button onClick={() => void (start.isError ? start.refetch() : board.refetch())}>Try again</Button>
        </div>
      </div>
    )
  }
  if (!board.data) return <Spinner className="py-20" label="Loading the options..." />

  const chooseNext = (optionId: string, next: string) => {
    const option = board.data.session.options.find((candidate) => candidate.id === optionId)
    if (!option) return
    storeChosenFoodType({ id: option.id, label: option.label })
    navigate(next)
  }
  return (
    <EliminationBoard
      snapshot={board.data}
      currentUserId={user.id}
      isLive={isLive}
      isBusy={action.isPending}
      isResetting={reset.isPending}
      onAction={(name, optionId) => action.mutate({ action: name, optionId })}
      onReset={() => reset.mutate()}
      onSwitchCategory={(next) => navigate(paths.elimination.getHref(next, group.id))}
      onSelectIngredients={(optionId) => chooseNext(optionId, paths.ingredientSelection.getHref(group.id))}
      onFindRestaurants={(optionId) => chooseNext(optionId, paths.diningServiceSelection.getHref(group.id))}
    />
  )
}

import { useState } from 'react'
import { Radio, WifiOff } from 'lucide-react'
import type { SessionSnapshot, Voter } from '@forkcast/contract/voting.schemas'
import type { BoardAction } from '../api/session-board'
import { BoardActions } from './board-actions'
import { BoardProgress } from './board-progress'
import { EmptyBoard } from './empty-board'
import { MembersBar } from './members-bar'
import { OptionCard, type OptionCardState } from './option-card'
import { PerfectMatchDialog } from './perfect-match-dialog'
import { RemainingList } from './remaining-list'

const TITLES = {
  cuisine: 'What kind of food tonight?',
  cooking: 'What do you feel like cooking?',
  ordering: 'What do you feel like ordering?',
} as const

interface EliminationBoardProps {
  snapshot: SessionSnapshot
  currentUserId: number
  isLive: boolean
  isBusy: boolean
  isResetting: boolean
  onAction: (action: BoardAction, optionId?: string) => void
  onReset: () => void
  onSwitchCategory: (category: 'cooking' | 'ordering') => void
  onSelectIngredients: (optionId: string) => void
  onFindRestaurants: (optionId: string) => void
}

const cardStateOf = (snapshot: SessionSnapshot, optionId: string, userId: number): OptionCardState => {
  const byOption = (records: Array<{ optionId: string; user: Voter }>) =>
    records.filter((record) => record.optionId === optionId).map((record) => record.user)
  const preferredBy = byOption(snapshot.preferences)
  const chosenBy = byOption(snapshot.choices)
  return {
    eliminatedBy: byOption(snapshot.eliminations)[0] ?? null,
    preferredBy,
    chosenBy,
    isPreferredByMe: preferredBy.some((voter) => voter.id === userId),
    isChosenByMe: chosenBy.some((voter) => voter.id === userId),
  }
}

export const EliminationBoard = (props: EliminationBoardProps) => {
  const { snapshot, currentUserId, isLive, isBusy, isResetting, onAction, onReset } = props
  const { session } = snapshot
  const isDecided = session.status === 'decided'
  const [dismissedVersion, setDismissedVersion] = useState<number | null>(null)
  const total = session.options.length
  const remaining = session.options.filter((option) => snapshot.remainingOptionIds.includes(option.id))
  const eliminatedCount = total - remaining.length
  const decidedOption = session.decision
    ? session.options.find((option) => option.id === session.decision!.optionId)
    : undefined
  const me = snapshot.members.find((member) => member.id === currentUserId)

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-medium text-brand-700">{session.groupName}</p>
          <h1 className="text-2xl font-bold sm:text-3xl">{TITLES[session.category]}</h1>
          <p className="text-sm text-stone-600">
            Veto what you don’t want, like what you’d enjoy, pick your favourite.
          </p>
        </div>
        <p className="flex items-center gap-1.5 text-xs font-medium text-stone-600" role="status">
          {isLive ? (
            <>
              <Radio className="size-4 text-emerald-600" aria-hidden /> Live
            </>
          ) : (
            <>
              <WifiOff className="size-4 text-amber-600" aria-hidden /> Reconnecting… updating every half
              second
            </>
          )}
        </p>
      </div>
      <MembersBar members={snapshot.members} currentUserId={currentUserId} />
      <BoardProgress eliminated={eliminatedCount} total={total} />
      {isDecided && decidedOption ? (
        <div className="rounded-2xl bg-emerald-50 p-4 text-emerald-900 ring-1 ring-emerald-200" role="status">
          The group decided: <strong>{decidedOption.label}</strong>. Reset to start over.
        </div>
      ) : null}
      {eliminatedCount > 0 && remaining.length > 0 ? <RemainingList options={remaining} /> : null}
      {remaining.length === 0 ? (
        <EmptyBoard
          category={session.category}
          onTryAgain={onReset}
          onSwitch={props.onSwitchCategory}
          isResetting={isResetting}
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Options">
          {session.options.map((option) => (
            <OptionCard
              key={option.id}
              option={option}
              state={cardStateOf(snapshot, option.id, currentUserId)}
              currentUserId={currentUserId}
              isLocked={isDecided}
              isBusy={isBusy}
              onEliminate={() => onAction('eliminate', option.id)}
              onPrefer={() => onAction('prefer', option.id)}
              onChoose={() => onAction('choose', option.id)}
            />
          ))}
        </ul>
      )}
      <BoardActions
        canRandomPick={remaining.length >= 1 && remaining.length <= total - 3}
        hasSubmitted={me?.hasSubmitted ?? false}
        isLocked={isDecided}
        isBusy={isBusy}
        isResetting={isResetting}
        onSubmit={() => onAction('submit')}
        onRandomPick={() => onAction('random-pick')}
        onReset={onReset}
      />
      {isDecided && decidedOption && session.decision ? (
        <PerfectMatchDialog
          open={dismissedVersion !== session.version}
          onOpenChange={(open) => setDismissedVersion(open ? null : session.version)}
          option={decidedOption}
          decision={session.decision}
          category={session.category}
          onSelectIngredients={() => props.onSelectIngredients(decidedOption.id)}
          onFindRestaurants={() => props.onFindRestaurants(decidedOption.id)}
          onStartOver={onReset}
          isResetting={isResetting}
        />
      ) : null}
    </div>
  )
}

import { useLayoutEffect, useRef, type ReactNode } from 'react'
import { Radio, WifiOff } from 'lucide-react'
import { getCuisine } from '@forkcast/contract/cuisines'
import type { FoodOption, Session, SessionSnapshot, VoteRecord } from '@forkcast/contract/voting.schemas'
import type { BoardAction } from '../api/session-board'
import { AddOptionDialog } from './add-option-dialog'
import { BoardActions } from './board-actions'
import { BoardAnnouncer } from './board-announcer'
import { BoardProgress } from './board-progress'
import { EmptyBoard } from './empty-board'
import { MembersBar } from './members-bar'
import { OptionCard, type OptionCardState } from './option-card'
import { BoardLegend } from './board-legend'
import { DecisionResult } from './decision-result'
import { EliminatedList } from './eliminated-list'

const TITLES = {
  cuisine: 'What kind of food tonight?',
  cooking: 'What do you feel like cooking?',
  ordering: 'What do you feel like ordering?',
} as const

const SERVICE_NOTES: Record<string, string> = {
  'dine-in': 'Places open now to dine in, near you',
  takeout: 'Places open now for takeout, near you',
  delivery: 'Places open now that deliver to you',
}

/** The board's question, naming the decided cuisine a second round narrows to. */
const titleOf = ({ category, cuisineId }: Pick<Session, 'category' | 'cuisineId'>) => {
  const cuisineLabel = cuisineId ? getCuisine(cuisineId)?.label : undefined
  if (!cuisineLabel || category === 'cuisine') return TITLES[category]
  return category === 'cooking'
    ? `Which ${cuisineLabel} dish shall we cook?`
    : `Where shall we get ${cuisineLabel}?`
}

interface EliminationBoardProps {
  snapshot: SessionSnapshot
  currentUserId: number
  isLive: boolean
  isBusy: boolean
  isResetting?: boolean
  onAction: (action: BoardAction, optionId?: string) => void
  // Every way on below is optional and hidden when absent: a guest's board shows the votes only.
  onReset?: () => void
  onSwitchCategory?: (category: 'cooking' | 'ordering') => void
  /** Cook or order the decided cuisine. */
  onSelectIngredients?: (optionId: string) => void
  onFindRestaurants?: (optionId: string) => void
  /** A second board over the decided cuisine's recipes, or its restaurants. */
  onVoteDishes?: (optionId: string) => void
  onVotePlaces?: (optionId: string) => void
  /** Members may add recipes or places while the board is open. */
  canAddOptions?: boolean
  /** What to do with the decided recipe or restaurant. */
  renderDecisionActions?: (option: FoodOption) => ReactNode
}

const cardStateOf = (snapshot: SessionSnapshot, optionId: string, userId: number): OptionCardState => {
  const byOption = (records: VoteRecord[]) =>
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
  const { snapshot, currentUserId, isLive, isBusy, isResetting = false, onAction, onReset } = props
  const { session } = snapshot
  const decision = session.decision
  const isDecided = session.status === 'decided' && decision !== null
  const total = session.options.length
  const remaining = session.options.filter((option) => snapshot.remainingOptionIds.includes(option.id))
  const eliminated = session.options.flatMap((option) => {
    const eliminatedBy = snapshot.eliminations.find((record) => record.optionId === option.id)?.user
    return eliminatedBy ? [{ option, eliminatedBy }] : []
  })
  const me = snapshot.members.find((member) => member.id === currentUserId)
  const decidedOption = session.options.find((option) => option.id === decision?.optionId)
  const addOption =
    props.canAddOptions && session.canAddOptions && session.category !== 'cuisine' ? (
      <AddOptionDialog sessionId={session.id} category={session.category} />
    ) : null
  const optionList = useRef<HTMLUListElement>(null)
  const lastVote = useRef<{ label: string; index: number; snapshot: SessionSnapshot } | null>(null)
  const vote = (action: BoardAction, optionId: string, label: string, index: number) => {
    lastVote.current = { label, index, snapshot }
    onAction(action, optionId)
  }
  // A vote disables the buttons while it is sent and a veto moves its card away, both of which drop the
  // keyboard focus to the page; put it back on the same button, or on the card that took the vetoed one's place.
  useLayoutEffect(() => {
    const last = lastVote.current
    const list = optionList.current
    if (!last || !list) return
    const active = document.activeElement
    if (!active || active === document.body) {
      const same = list.querySelector<HTMLButtonElement>(`button[aria-label="${CSS.escape(last.label)}"]`)
      const cards = list.querySelectorAll(':scope > li')
      const next = cards[Math.min(last.index, cards.length - 1)]?.querySelector<HTMLButtonElement>('button')
      ;(same && !same.disabled ? same : next)?.focus()
    }
    if (!isBusy && last.snapshot !== snapshot) lastVote.current = null
  })

  return (
    <div className="flex flex-col gap-4">
      <BoardAnnouncer snapshot={snapshot} currentUserId={currentUserId} />
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-brand-700">{session.groupName}</p>
          <h1 className="text-xl font-bold sm:text-3xl">{titleOf(session)}</h1>
          {session.category === 'ordering' && session.serviceType && SERVICE_NOTES[session.serviceType] ? (
            <p className="text-sm text-stone-600">{SERVICE_NOTES[session.serviceType]}</p>
          ) : null}
        </div>
        <p className="flex shrink-0 items-center gap-1.5 text-xs font-medium text-stone-600" role="status">
          {isLive ? (
            <>
              <Radio className="size-4 text-emerald-600" aria-hidden /> Live
            </>
          ) : (
            <>
              <WifiOff className="size-4 text-amber-600" aria-hidden /> Reconnecting…
            </>
          )}
        </p>
      </div>
      {isDecided ? (
        <DecisionResult
          snapshot={snapshot}
          currentUserId={currentUserId}
          isResetting={isResetting}
          onCook={props.onSelectIngredients && (() => props.onSelectIngredients?.(decision.optionId))}
          onOrder={props.onFindRestaurants && (() => props.onFindRestaurants?.(decision.optionId))}
          onVoteDishes={props.onVoteDishes && (() => props.onVoteDishes?.(decision.optionId))}
          onVotePlaces={props.onVotePlaces && (() => props.onVotePlaces?.(decision.optionId))}
          onStartOver={onReset}
          actions={decidedOption ? props.renderDecisionActions?.(decidedOption) : null}
        />
      ) : null}
      <MembersBar members={snapshot.members} currentUserId={currentUserId} />
      {isDecided ? null : remaining.length === 0 ? (
        <EmptyBoard
          category={session.category}
          onTryAgain={onReset}
          onSwitch={props.onSwitchCategory}
          isResetting={isResetting}
        />
      ) : (
        <>
          <BoardProgress eliminated={eliminated.length} total={total} />
          <BoardLegend />
          <ul
            ref={optionList}
            className="grid grid-cols-2 gap-2 sm:gap-4 lg:grid-cols-3"
            aria-label="Options"
          >
            {remaining.map((option, index) => (
              <OptionCard
                key={option.id}
                option={option}
                state={cardStateOf(snapshot, option.id, currentUserId)}
                currentUserId={currentUserId}
                isLocked={false}
                isBusy={isBusy}
                onEliminate={() => vote('eliminate', option.id, `Eliminate ${option.label}`, index)}
                onPrefer={() => vote('prefer', option.id, `Recommend ${option.label}`, index)}
                onChoose={() => vote('choose', option.id, `Choose ${option.label}`, index)}
              />
            ))}
          </ul>
          {addOption ? <div className="flex justify-center">{addOption}</div> : null}
          {eliminated.length > 0 ? (
            <EliminatedList options={eliminated} currentUserId={currentUserId} />
          ) : null}
          <BoardActions
            canRandomPick={remaining.length >= 1 && remaining.length <= total - 3}
            hasSubmitted={me?.hasSubmitted ?? false}
            isLocked={false}
            isBusy={isBusy}
            isResetting={isResetting}
            onSubmit={() => onAction('submit')}
            onRandomPick={() => onAction('random-pick')}
            onReset={onReset}
          />
        </>
      )}
    </div>
  )
}

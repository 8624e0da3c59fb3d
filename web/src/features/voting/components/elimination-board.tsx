import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react'
import type { TFunction } from 'i18next'
import { Radio, WifiOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { getCuisine } from '@forkcast/contract/cuisines'
import type { FoodOption, Session, SessionSnapshot, VoteRecord } from '@forkcast/contract/voting.schemas'
import { useCatalogText, type CatalogText } from '@/lib/catalog-text'
import type { BoardAction } from '../api/session-board'
import { AddOptionDialog } from './add-option-dialog'
import { BoardActions } from './board-actions'
import { BoardAnnouncer } from './board-announcer'
import { BoardProgress } from './board-progress'
import { EmptyBoard } from './empty-board'
import { MembersBar } from './members-bar'
import { OptionCard, type OptionCardState, type VoteKind } from './option-card'
import { BoardLegend } from './board-legend'
import { DecisionResult } from './decision-result'
import { EliminatedList } from './eliminated-list'
import { UndoVetoBar, type UndoBarPlacement } from './undo-veto-bar'
import { useFoldingVetoes } from './use-folding-vetoes'
import { useOptionWords } from './use-option-words'

const SERVICE_TYPES = ['dine-in', 'takeout', 'delivery'] as const
type ServiceType = (typeof SERVICE_TYPES)[number]
const isServiceType = (value: string | null | undefined): value is ServiceType =>
  (SERVICE_TYPES as readonly (string | null | undefined)[]).includes(value)

/** The board's question, naming the decided cuisine a second round narrows to. */
const titleOf = (
  { category, cuisineId }: Pick<Session, 'category' | 'cuisineId'>,
  t: TFunction<'voting'>,
  catalog: CatalogText,
) => {
  const cuisine = cuisineId ? getCuisine(cuisineId) : null
  const cuisineLabel = cuisine ? catalog.cuisineLabel(cuisine.id) : undefined
  if (!cuisineLabel || category === 'cuisine') return t(`board.title.${category}`)
  return category === 'cooking'
    ? t('board.titleCookingCuisine', { cuisine: cuisineLabel })
    : t('board.titleOrderingCuisine', { cuisine: cuisineLabel })
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

const SENT_VETO_LOCK_MS = 2000
// About as many cards as a phone shows before any scrolling: their pictures load first.
const CARDS_IN_FIRST_VIEW = 4

/** The card after `from` (or else before it) whose button of this kind can be pressed. */
const nextEnabledButton = (list: HTMLUListElement, from: string, kind: VoteKind) => {
  const cards = [...list.querySelectorAll<HTMLLIElement>(':scope > li')]
  const at = Math.max(
    0,
    cards.findIndex((card) => card.dataset.optionId === from),
  )
  const enabled = (card: HTMLLIElement | undefined) => {
    const button = card?.querySelector<HTMLButtonElement>(`button[data-vote="${kind}"]`)
    return button && !button.disabled ? button : null
  }
  for (let index = at + 1; index < cards.length; index += 1) {
    const button = enabled(cards[index])
    if (button) return button
  }
  for (let index = at - 1; index >= 0; index -= 1) {
    const button = enabled(cards[index])
    if (button) return button
  }
  return null
}

export const EliminationBoard = (props: EliminationBoardProps) => {
  const { snapshot, currentUserId, isLive, isBusy, isResetting = false, onAction, onReset } = props
  const { t } = useTranslation('voting')
  const catalog = useCatalogText()
  const words = useOptionWords()
  const { session } = snapshot
  const decision = session.decision
  const isDecided = session.status === 'decided' && decision !== null
  const total = session.options.length
  const folds = useFoldingVetoes(snapshot, currentUserId)
  const remaining = session.options.filter((option) => snapshot.remainingOptionIds.includes(option.id))
  // A card just vetoed stays where it was until it folds, so nothing moves under a finger.
  const shown = session.options.filter(
    (option) => snapshot.remainingOptionIds.includes(option.id) || folds[option.id],
  )
  const eliminated = session.options.flatMap((option) => {
    const eliminatedBy = snapshot.eliminations.find((record) => record.optionId === option.id)?.user
    return eliminatedBy ? [{ option, eliminatedBy }] : []
  })
  const folded = eliminated.filter(({ option }) => !folds[option.id])
  const me = snapshot.members.find((member) => member.id === currentUserId)
  const decidedOption = session.options.find((option) => option.id === decision?.optionId)
  const addOption =
    props.canAddOptions && session.canAddOptions && session.category !== 'cuisine' ? (
      <AddOptionDialog sessionId={session.id} category={session.category} />
    ) : null

  // My latest veto still in its undo window (and not being undone already) offers Undo.
  const [undoing, setUndoing] = useState<string | null>(null)
  const [undoable, undoableFold] =
    Object.entries(folds)
      .filter(
        ([optionId, fold]) => fold.byMe && fold.phase === 'held' && `${optionId}:${fold.version}` !== undoing,
      )
      .sort(([, a], [, b]) => b.version - a.version)[0] ?? []
  const undoOption = session.options.find((option) => option.id === undoable)
  const undoLabel = undoOption ? words.label(undoOption) : undefined
  // A decided board can be undone only when my own veto decided it (it left one option).
  const canUndo = !isDecided || (decision.reason === 'last-remaining' && decision.decidedBy === currentUserId)
  const [undoPlacement, setUndoPlacement] = useState<UndoBarPlacement>('bottom')

  // A veto sent and not yet seen on the board: its card takes no second tap until the board moves on (the
  // card then stays locked while it folds), or for SENT_VETO_LOCK_MS if the veto failed and nothing changed.
  const [sentVeto, setSentVeto] = useState<{ optionId: string; version: number } | null>(null)
  const sentVetoGuard = useRef<{ optionId: string; version: number } | null>(null)
  useEffect(() => {
    if (!sentVeto) return
    const timer = setTimeout(() => {
      sentVetoGuard.current = null
      setSentVeto(null)
    }, SENT_VETO_LOCK_MS)
    return () => clearTimeout(timer)
  }, [sentVeto])
  const isVetoSent = (optionId: string) =>
    sentVeto?.optionId === optionId && sentVeto.version === session.version

  const optionList = useRef<HTMLUListElement>(null)
  const lastVote = useRef<{ optionId: string; kind: VoteKind; snapshot: SessionSnapshot } | null>(null)
  const vote = (action: BoardAction, optionId: string, kind: VoteKind) => {
    lastVote.current = { optionId, kind, snapshot }
    onAction(action, optionId)
  }
  const veto = (optionId: string, event: MouseEvent<HTMLButtonElement>) => {
    const guard = sentVetoGuard.current
    if (guard?.optionId === optionId && guard.version === session.version) return
    sentVetoGuard.current = { optionId, version: session.version }
    setSentVeto(sentVetoGuard.current)
    // Undo shows in the half of the screen away from the tap (a keyboard's press has no position).
    const box = event.currentTarget.getBoundingClientRect()
    const tappedLow = event.detail > 0 && box.top + box.height / 2 > window.innerHeight / 2
    setUndoPlacement(tappedLow ? 'top' : 'bottom')
    vote('eliminate', optionId, 'veto')
  }
  const undo = (optionId: string) => {
    // Hidden at once and for good: a failed undo says why in a toast, and its window is closing anyway.
    setUndoing(`${optionId}:${undoableFold?.version}`)
    vote('undo-eliminate', optionId, 'veto')
  }
  // A vote disables the buttons while it is sent and a veto locks its card, both of which drop the keyboard
  // focus to the page; put it back on the same button, or on the same kind of button of the next card.
  useLayoutEffect(() => {
    const last = lastVote.current
    const list = optionList.current
    if (!last || !list) return
    const active = document.activeElement
    const isLost =
      !active || active === document.body || (active instanceof HTMLButtonElement && active.disabled)
    if (isLost) {
      const same = list.querySelector<HTMLButtonElement>(
        `li[data-option-id="${CSS.escape(last.optionId)}"] button[data-vote="${last.kind}"]`,
      )
      ;(same && !same.disabled ? same : nextEnabledButton(list, last.optionId, last.kind))?.focus()
    }
    if (!isBusy && last.snapshot !== snapshot) lastVote.current = null
  })

  const undoBar = (
    <UndoVetoBar
      veto={canUndo && undoable && undoLabel ? { optionId: undoable, label: undoLabel } : null}
      placement={undoPlacement}
      isBusy={isBusy}
      onUndo={undo}
    />
  )

  return (
    <div className="flex flex-col gap-4">
      <BoardAnnouncer snapshot={snapshot} currentUserId={currentUserId} />
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-brand-700">{session.groupName}</p>
          <h1 className="text-xl font-bold sm:text-3xl">{titleOf(session, t, catalog)}</h1>
          {session.category === 'ordering' && isServiceType(session.serviceType) ? (
            <p className="text-sm text-stone-600">{t(`board.serviceNote.${session.serviceType}`)}</p>
          ) : null}
        </div>
        <p className="flex shrink-0 items-center gap-1.5 text-xs font-medium text-stone-600" role="status">
          {isLive ? (
            <>
              <Radio className="size-4 text-emerald-600" aria-hidden /> {t('board.live')}
            </>
          ) : (
            <>
              <WifiOff className="size-4 text-amber-600" aria-hidden /> {t('board.reconnecting')}
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
      {isDecided ? undoBar : null}
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
            className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2 sm:gap-4 lg:grid-cols-3"
            aria-label={t('board.optionsLabel')}
            data-tour="board-options"
          >
            {shown.map((option, index) => {
              const fold = folds[option.id]
              return (
                <OptionCard
                  key={option.id}
                  option={option}
                  state={cardStateOf(snapshot, option.id, currentUserId)}
                  currentUserId={currentUserId}
                  isLocked={fold !== undefined || isVetoSent(option.id)}
                  isBusy={isBusy}
                  isFolding={fold?.phase === 'folding'}
                  isFirstInView={index < CARDS_IN_FIRST_VIEW}
                  onEliminate={(event) => veto(option.id, event)}
                  onPrefer={() => vote('prefer', option.id, 'like')}
                  onChoose={() => vote('choose', option.id, 'pick')}
                />
              )
            })}
          </ul>
          {undoBar}
          {addOption ? <div className="flex justify-center">{addOption}</div> : null}
          {folded.length > 0 ? <EliminatedList options={folded} currentUserId={currentUserId} /> : null}
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

import { useState, type ReactNode } from 'react'
import type { TFunction } from 'i18next'
import { ChefHat, PartyPopper, RotateCcw, Store, Utensils, Vote } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { SessionSnapshot } from '@forkcast/contract/voting.schemas'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { OptionFacts } from './option-facts'
import { useOptionWords } from './use-option-words'
import { isCurrentVoter, nameOfVoter } from './voter-avatars'

const countOf = (records: SessionSnapshot['choices'], optionId: string) =>
  records.filter((record) => record.optionId === optionId).length

/**
 * What happened, as a heading and a line under it: by the decision's reason and the picks and likes, so a
 * 2-of-3 result never reads as everyone's match.
 */
const describeDecision = (
  snapshot: SessionSnapshot,
  t: TFunction<'voting'>,
): { heading: string; detail: string | null } | null => {
  const decision = snapshot.session.decision
  if (!decision) return null
  const memberCount = snapshot.members.length
  switch (decision.reason) {
    case 'unanimous':
      // Who they are is the line under it (describeWhoPicked).
      return {
        heading: memberCount <= 1 ? t('decisionResult.yourPick') : t('decisionResult.everyonePicked'),
        detail: null,
      }
    case 'last-remaining':
      return {
        heading: t('decisionResult.lastOneStanding'),
        detail: t('decisionResult.lastOneStandingDetail'),
      }
    case 'random':
      return { heading: t('decisionResult.random'), detail: t('decisionResult.randomDetail') }
    case 'all-submitted': {
      const picks = countOf(snapshot.choices, decision.optionId)
      const likes = countOf(snapshot.preferences, decision.optionId)
      // Ranked as on the server: most picks, then most likes, then board order.
      const rivals = snapshot.remainingOptionIds.filter((id) => id !== decision.optionId)
      const tiedOnPicks = rivals.filter((id) => countOf(snapshot.choices, id) === picks)
      const tiedOnLikes = tiedOnPicks.filter((id) => countOf(snapshot.preferences, id) === likes)
      const tieBreak =
        tiedOnLikes.length > 0
          ? t('decisionResult.likesTiedToo')
          : t('decisionResult.moreLikes', { count: tiedOnPicks.length })
      if (picks > 0) {
        const picked = t('decisionResult.pickedCount', { count: picks, total: memberCount })
        return tiedOnPicks.length === 0
          ? { heading: t('decisionResult.mostPicks'), detail: picked }
          : { heading: t('decisionResult.tiedOnPicks'), detail: `${picked} ${tieBreak}` }
      }
      if (likes > 0 && tiedOnLikes.length === 0) {
        return {
          heading: t('decisionResult.mostLiked'),
          detail: t('decisionResult.mostLikedDetail', { count: likes, total: memberCount }),
        }
      }
      return {
        heading: t('decisionResult.firstOnBoard'),
        detail: t('decisionResult.firstOnBoardDetail'),
      }
    }
  }
}

const joinNames = (names: string[], t: TFunction<'voting'>) =>
  names.length <= 1
    ? (names[0] ?? '')
    : t('decisionResult.joinNames', { list: names.slice(0, -1).join(', '), last: names.at(-1) })

/** Who the result is owed to: the members who picked it, else whoever made the deciding move. */
const describeWhoPicked = (
  snapshot: SessionSnapshot,
  currentUserId: number,
  t: TFunction<'voting'>,
): string | null => {
  const decision = snapshot.session.decision
  if (!decision) return null
  const pickers = snapshot.choices
    .filter((choice) => choice.optionId === decision.optionId)
    .sort((left, right) => Number(right.user.id === currentUserId) - Number(left.user.id === currentUserId))
    .map((choice) =>
      isCurrentVoter(currentUserId, choice.user.id)
        ? t('decisionResult.youInList')
        : nameOfVoter(choice.user, currentUserId, choice.user.id),
    )
  const decider = snapshot.members.find((member) => member.id === decision.decidedBy)
  const isMine = decider !== undefined && isCurrentVoter(currentUserId, decider.id)
  const deciderName = decider ? nameOfVoter(decider, currentUserId, decider.id) : null
  // A random result is owed to the draw, even when someone had picked the option it landed on.
  if (decision.reason === 'random') {
    if (!deciderName) return null
    return isMine ? t('decisionResult.randomByYou') : t('decisionResult.randomBy', { name: deciderName })
  }
  if (pickers.length > 0) return t('decisionResult.pickedBy', { names: joinNames(pickers, t) })
  if (!deciderName) return null
  return isMine
    ? t('decisionResult.decidedByYourVeto')
    : t('decisionResult.decidedByVeto', { name: deciderName })
}

interface DecisionResultProps {
  snapshot: SessionSnapshot
  currentUserId: number
  isResetting: boolean
  /** Each way on is shown only when given (a guest's board offers none). */
  onCook?: () => void
  onOrder?: () => void
  /** A decided cuisine: a second board over its recipes, or over its restaurants. */
  onVoteDishes?: () => void
  onVotePlaces?: () => void
  onStartOver?: () => void
  /** What to do with a decided recipe or restaurant (open, plan, shop; call, directions, save). */
  actions?: ReactNode
}

/** The decided board: what won, why and who picked it, and the ways on (vote again, cook, order, start over). */
export const DecisionResult = ({
  snapshot,
  currentUserId,
  isResetting,
  onCook,
  onOrder,
  onVoteDishes,
  onVotePlaces,
  onStartOver,
  actions,
}: DecisionResultProps) => {
  const { t } = useTranslation('voting')
  const words = useOptionWords()
  const [isConfirming, setConfirming] = useState(false)
  const { session } = snapshot
  const decision = session.decision
  const option = session.options.find((candidate) => candidate.id === decision?.optionId)
  if (!decision || !option) return null
  const label = words.label(option)
  const whoPicked = describeWhoPicked(snapshot, currentUserId, t)
  const outcome = describeDecision(snapshot, t)
  // A recipe or a restaurant is acted on directly; a cuisine (of any board) leads on to cooking or ordering it.
  const isDish = option.recipe !== undefined || option.place !== undefined
  const isCuisineBoard = session.category === 'cuisine'
  return (
    <section
      className="overflow-hidden rounded-2xl bg-emerald-50 ring-1 ring-emerald-200"
      aria-labelledby="decision-heading"
    >
      <div className="flex gap-4 p-4 sm:p-5">
        {option.image ? (
          <img src={option.image} alt="" className="size-20 shrink-0 rounded-xl object-cover sm:size-28" />
        ) : null}
        <div className="min-w-0">
          <p className="flex items-center gap-1.5 text-sm font-semibold text-emerald-800">
            <PartyPopper className="size-4" aria-hidden /> {outcome?.heading}
          </p>
          <h2 id="decision-heading" className="text-2xl font-extrabold text-stone-900">
            {label}
          </h2>
          {outcome?.detail ? <p className="text-sm text-stone-700">{outcome.detail}</p> : null}
          {whoPicked ? <p className="text-sm font-medium text-stone-800">{whoPicked}</p> : null}
          <OptionFacts option={option} className="mt-1" />
          {option.place?.address ? <p className="text-sm text-stone-700">{option.place.address}</p> : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-2 border-t border-emerald-200 bg-white/60 p-3 sm:p-4">
        {isCuisineBoard && onVoteDishes ? (
          <Button onClick={onVoteDishes} className="flex-1 sm:flex-none">
            <Vote aria-hidden /> {t('decisionResult.voteDishes', { option: label })}
          </Button>
        ) : null}
        {isCuisineBoard && onVotePlaces ? (
          <Button onClick={onVotePlaces} className="flex-1 sm:flex-none">
            <Utensils aria-hidden /> {t('decisionResult.votePlaces', { option: label })}
          </Button>
        ) : null}
        {isDish ? actions : null}
        {!isDish && session.category !== 'ordering' && onCook ? (
          <Button
            onClick={onCook}
            variant={isCuisineBoard && onVoteDishes ? 'secondary' : 'primary'}
            className="flex-1 sm:flex-none"
          >
            <ChefHat aria-hidden /> {t('decisionResult.cookIt')}
          </Button>
        ) : null}
        {!isDish && session.category !== 'cooking' && onOrder ? (
          <Button
            onClick={onOrder}
            variant={isCuisineBoard ? 'secondary' : 'primary'}
            className="flex-1 sm:flex-none"
          >
            <Store aria-hidden /> {t('decisionResult.orderIt')}
          </Button>
        ) : null}
        {onStartOver ? (
          <Button variant="ghost" onClick={() => setConfirming(true)} disabled={isResetting}>
            <RotateCcw aria-hidden /> {t('decisionResult.startOver')}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setConfirming}
        title={t('decisionResult.confirmTitle')}
        description={t('decisionResult.confirmDescription', { option: label })}
        confirmLabel={t('decisionResult.confirm')}
        pendingLabel={t('decisionResult.pending')}
        isPending={isResetting}
        onConfirm={() => {
          onStartOver?.()
          setConfirming(false)
        }}
      />
    </section>
  )
}

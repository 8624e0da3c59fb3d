import { useState, type ReactNode } from 'react'
import { ChefHat, PartyPopper, RotateCcw, Store, Utensils, Vote } from 'lucide-react'
import type { SessionSnapshot } from '@forkcast/contract/voting.schemas'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { OptionFacts } from './option-facts'
import { nameOfVoter } from './voter-avatars'

const REASONS = {
  'last-remaining': 'It was the last one standing.',
  unanimous: 'Everyone picked it.',
  'all-submitted': 'Everyone submitted, and it had the most support.',
  random: 'Picked at random, as the group asked.',
} as const

const joinNames = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`

/** Who the result is owed to: the members who picked it, else whoever made the deciding move. */
export const describeWhoPicked = (snapshot: SessionSnapshot, currentUserId: number): string | null => {
  const decision = snapshot.session.decision
  if (!decision) return null
  const pickers = snapshot.choices
    .filter((choice) => choice.optionId === decision.optionId)
    .sort((left, right) => Number(right.user.id === currentUserId) - Number(left.user.id === currentUserId))
    .map((choice) => nameOfVoter(choice.user, currentUserId, choice.user.id))
  if (pickers.length > 0) return `Picked by ${joinNames(pickers)}`
  const decider = snapshot.members.find((member) => member.id === decision.decidedBy)
  if (!decider) return null
  const name = nameOfVoter(decider, currentUserId, decider.id)
  return decision.reason === 'random' ? `${name} asked for a random pick` : `Decided by ${name}’s last veto`
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
  const [isConfirming, setConfirming] = useState(false)
  const { session } = snapshot
  const decision = session.decision
  const option = session.options.find((candidate) => candidate.id === decision?.optionId)
  if (!decision || !option) return null
  const whoPicked = describeWhoPicked(snapshot, currentUserId)
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
            <PartyPopper className="size-4" aria-hidden /> Perfect Match!
          </p>
          <h2 id="decision-heading" className="text-2xl font-extrabold text-stone-900">
            {option.label}
          </h2>
          <p className="text-sm text-stone-700">{REASONS[decision.reason]}</p>
          {whoPicked ? <p className="text-sm font-medium text-stone-800">{whoPicked}</p> : null}
          <OptionFacts option={option} className="mt-1" />
          {option.place?.address ? <p className="text-sm text-stone-700">{option.place.address}</p> : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-2 border-t border-emerald-200 bg-white/60 p-3 sm:p-4">
        {isCuisineBoard && onVoteDishes ? (
          <Button onClick={onVoteDishes} className="flex-1 sm:flex-none">
            <Vote aria-hidden /> Vote on {option.label} dishes
          </Button>
        ) : null}
        {isCuisineBoard && onVotePlaces ? (
          <Button onClick={onVotePlaces} className="flex-1 sm:flex-none">
            <Utensils aria-hidden /> Vote on {option.label} places
          </Button>
        ) : null}
        {isDish ? actions : null}
        {!isDish && session.category !== 'ordering' && onCook ? (
          <Button
            onClick={onCook}
            variant={isCuisineBoard && onVoteDishes ? 'secondary' : 'primary'}
            className="flex-1 sm:flex-none"
          >
            <ChefHat aria-hidden /> Cook it
          </Button>
        ) : null}
        {!isDish && session.category !== 'cooking' && onOrder ? (
          <Button
            onClick={onOrder}
            variant={isCuisineBoard ? 'secondary' : 'primary'}
            className="flex-1 sm:flex-none"
          >
            <Store aria-hidden /> Order it
          </Button>
        ) : null}
        {onStartOver ? (
          <Button variant="ghost" onClick={() => setConfirming(true)} disabled={isResetting}>
            <RotateCcw aria-hidden /> Start over
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setConfirming}
        title="Start a new round?"
        description={`Tonight’s pick (${option.label}) and everyone’s vetoes, likes and picks are cleared for the whole group.`}
        confirmLabel="Start over for everyone"
        pendingLabel="Starting over..."
        isPending={isResetting}
        onConfirm={() => {
          onStartOver?.()
          setConfirming(false)
        }}
      />
    </section>
  )
}

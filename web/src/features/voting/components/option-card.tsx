import { Check, ChefHat, Store, ThumbsUp, X } from 'lucide-react'
import { Link, useInRouterContext, useMatch, useSearchParams } from 'react-router'
import type { FoodOption, Voter } from '@forkcast/contract/voting.schemas'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { OptionFacts } from './option-facts'
import { nameOfVoter, VoterAvatars } from './voter-avatars'

export interface OptionCardState {
  eliminatedBy: Voter | null
  preferredBy: Voter[]
  chosenBy: Voter[]
  isPreferredByMe: boolean
  isChosenByMe: boolean
}

interface OptionCardProps {
  option: FoodOption
  state: OptionCardState
  currentUserId: number
  isLocked: boolean
  isBusy: boolean
  onEliminate: () => void
  onPrefer: () => void
  onChoose: () => void
}

/** A member opens the recipe on its page, with the board's group for warnings; a guest has no recipe pages. */
const RecipeTitle = ({ recipeId, label }: { recipeId: number; label: string }) => {
  const isGuest = useMatch(paths.guestBoard.path) !== null
  const [searchParams] = useSearchParams()
  if (isGuest) return label
  return (
    <Link
      to={paths.recipe.getHref(recipeId, Number(searchParams.get('groupId')) || undefined)}
      className="underline-offset-2 hover:underline"
    >
      {label}
    </Link>
  )
}

export const OptionCard = ({
  option,
  state,
  currentUserId,
  isLocked,
  isBusy,
  onEliminate,
  onPrefer,
  onChoose,
}: OptionCardProps) => {
  const isEliminated = state.eliminatedBy !== null
  const isInRouter = useInRouterContext()
  return (
    <li
      className={cn(
        'flex flex-col overflow-hidden rounded-2xl border bg-white shadow-sm transition',
        isEliminated ? 'border-stone-200 opacity-60' : 'border-stone-200',
        state.isChosenByMe && !isEliminated && 'border-emerald-500 ring-2 ring-emerald-200',
      )}
      aria-label={`${option.label}${isEliminated ? ', eliminated' : ''}`}
    >
      <div className="relative h-20 bg-brand-50 sm:h-auto sm:aspect-[4/3]">
        {option.image ? (
          <img
            src={option.image}
            alt=""
            className={cn('size-full object-cover', isEliminated && 'grayscale')}
            loading="lazy"
          />
        ) : option.recipe || option.place ? (
          // Many places and some recipes have no photo: a drawing of what it is, not an empty box.
          <span className="flex size-full items-center justify-center text-brand-300" aria-hidden>
            {option.recipe ? <ChefHat className="size-10" /> : <Store className="size-10" />}
          </span>
        ) : null}
        {isEliminated ? (
          <span className="absolute inset-x-3 top-3 rounded-lg bg-stone-900/80 px-2 py-1 text-xs font-semibold text-white">
            Eliminated by {nameOfVoter(state.eliminatedBy!, currentUserId, state.eliminatedBy!.id)}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-2 sm:gap-2 sm:p-4">
        <h3 className={cn('text-base font-bold sm:text-lg', isEliminated && 'line-through')}>
          {option.recipe && isInRouter ? (
            <RecipeTitle recipeId={option.recipe.recipeId} label={option.label} />
          ) : (
            option.label
          )}
        </h3>
        {/* A recipe's time or a place's distance decides a vote, so those facts stay on a phone too. */}
        <OptionFacts option={option} />
        {option.addedBy ? <p className="text-xs text-stone-600">Added by {option.addedBy}</p> : null}
        {/* On a phone the card keeps to its name and votes; the details come back on wider screens. */}
        <p className="hidden text-sm text-stone-600 sm:block">{option.description}</p>
        <ul className="hidden flex-wrap gap-1 sm:flex" aria-label="Tags">
          {option.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">
              {tag}
            </li>
          ))}
        </ul>
        <div className="flex min-h-6 flex-wrap items-center gap-3 text-xs text-stone-600">
          <VoterAvatars voters={state.chosenBy} tone="green" label="Chosen by" />
          <VoterAvatars voters={state.preferredBy} tone="amber" label="Recommended by" />
        </div>
        <div className="mt-auto grid grid-cols-3 gap-1 pt-1 sm:gap-2 sm:pt-2">
          <Button
            variant="secondary"
            size="sm"
            className="px-0 sm:px-3"
            disabled={isLocked || isEliminated || isBusy}
            onClick={onEliminate}
            aria-label={`Eliminate ${option.label}`}
          >
            <X aria-hidden /> <span className="hidden sm:inline">Veto</span>
          </Button>
          <Button
            variant={state.isPreferredByMe ? 'primary' : 'secondary'}
            size="sm"
            className="px-0 sm:px-3"
            disabled={isLocked || (isEliminated && !state.isPreferredByMe) || isBusy}
            onClick={onPrefer}
            aria-pressed={state.isPreferredByMe}
            aria-label={`Recommend ${option.label}`}
          >
            <ThumbsUp aria-hidden /> <span className="hidden sm:inline">Like</span>
          </Button>
          <Button
            variant={state.isChosenByMe ? 'primary' : 'secondary'}
            size="sm"
            className={cn('px-0 sm:px-3', state.isChosenByMe && 'bg-emerald-600 hover:bg-emerald-700')}
            disabled={isLocked || isEliminated || isBusy}
            onClick={onChoose}
            aria-pressed={state.isChosenByMe}
            aria-label={`Choose ${option.label}`}
          >
            <Check aria-hidden /> <span className="hidden sm:inline">Pick</span>
          </Button>
        </div>
      </div>
    </li>
  )
}

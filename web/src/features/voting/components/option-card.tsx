import type { MouseEvent } from 'react'
import { Check, ChefHat, Store, ThumbsUp, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useInRouterContext, useMatch, useSearchParams } from 'react-router'
import type { FoodOption, Voter } from '@forkcast/contract/voting.schemas'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { imageLoading } from '@/lib/image-loading'
import { describeOptionFacts, OptionFacts } from './option-facts'
import { useOptionWords } from './use-option-words'
import { VetoedBy } from './vetoed-by'
import { VoterAvatars } from './voter-avatars'

export interface OptionCardState {
  eliminatedBy: Voter | null
  preferredBy: Voter[]
  chosenBy: Voter[]
  isPreferredByMe: boolean
  isChosenByMe: boolean
}

/** Which vote a button casts: the focus finds the same button again after the board redraws. */
export type VoteKind = 'veto' | 'like' | 'pick'

interface OptionCardProps {
  option: FoodOption
  state: OptionCardState
  currentUserId: number
  isLocked: boolean
  isBusy: boolean
  /** A vetoed card about to leave: its height and opacity close (at once with reduced motion). */
  isFolding?: boolean
  /** One of the first cards, in view as the board opens: its picture loads at once. */
  isFirstInView?: boolean
  onEliminate: (event: MouseEvent<HTMLButtonElement>) => void
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

// Words under their icons on phones, so each button is a ≥ 44 px target that says what it does.
const VOTE_BUTTON = 'h-auto min-h-11 flex-col gap-0.5 px-0 text-xs sm:flex-row sm:gap-2 sm:px-3 sm:text-sm'

export const OptionCard = ({
  option,
  state,
  currentUserId,
  isLocked,
  isBusy,
  isFolding = false,
  isFirstInView = false,
  onEliminate,
  onPrefer,
  onChoose,
}: OptionCardProps) => {
  const { t } = useTranslation('voting')
  const isEliminated = state.eliminatedBy !== null
  const isInRouter = useInRouterContext()
  const words = useOptionWords()
  const label = words.label(option)
  // The facts line already names a recipe's difficulty ('35 min · Easy'): one badge of it, not two. Both are
  // compared in the server's English, then the tags are shown in the person's language.
  const facts = describeOptionFacts(option)
  const tags = words.tags(option).filter((_, index) => !facts.includes(option.tags[index] ?? ''))
  return (
    <li
      data-option-id={option.id}
      className={cn(
        // The fold closes the row's height (grid rows 1fr → 0fr) and fades; a phone's single column closes the gap too.
        'grid transition-[grid-template-rows,opacity,margin] duration-300 ease-out motion-reduce:transition-none',
        isFolding ? 'grid-rows-[0fr] opacity-0 max-[399px]:-mb-2' : 'grid-rows-[1fr]',
      )}
      aria-label={isEliminated ? t('vetoed.label', { option: label }) : label}
    >
      <div className="min-h-0 overflow-hidden">
        <div
          className={cn(
            'flex h-full overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-colors duration-300 motion-reduce:transition-none min-[400px]:flex-col',
            // A vetoed card greys out but its words keep their contrast: people still read who vetoed it.
            isEliminated && 'bg-stone-50 shadow-none',
            state.isChosenByMe && !isEliminated && 'border-emerald-500 ring-2 ring-emerald-200',
          )}
        >
          <div
            className={cn(
              'relative w-24 shrink-0 bg-brand-50 transition-opacity duration-300 motion-reduce:transition-none min-[400px]:h-20 min-[400px]:w-auto sm:aspect-[4/3] sm:h-auto',
              isEliminated && 'opacity-40',
            )}
          >
            {option.image ? (
              <img
                src={option.image}
                alt=""
                className={cn(
                  'absolute inset-0 size-full object-cover min-[400px]:static',
                  isEliminated && 'grayscale',
                )}
                {...imageLoading(isFirstInView)}
              />
            ) : option.recipe || option.place ? (
              // Many places and some recipes have no photo: a drawing of what it is, not an empty box.
              <span className="flex size-full items-center justify-center text-brand-300" aria-hidden>
                {option.recipe ? <ChefHat className="size-10" /> : <Store className="size-10" />}
              </span>
            ) : null}
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-2 sm:gap-2 sm:p-4">
            <h3
              className={cn('text-base font-bold sm:text-lg', isEliminated && 'text-stone-600 line-through')}
            >
              {option.recipe && isInRouter ? (
                <RecipeTitle recipeId={option.recipe.recipeId} label={label} />
              ) : (
                label
              )}
            </h3>
            {state.eliminatedBy ? (
              <p className="text-xs font-semibold text-red-700">
                <VetoedBy voter={state.eliminatedBy} currentUserId={currentUserId} />
              </p>
            ) : null}
            {/* A recipe's time or a place's distance decides a vote, so those facts stay on a phone too. */}
            <OptionFacts option={option} />
            {option.addedBy ? (
              <p className="text-xs text-stone-600">{t('optionCard.addedBy', { name: option.addedBy })}</p>
            ) : null}
            {/* On a phone the card keeps to its name and votes; the details come back on wider screens. */}
            <p className="hidden text-sm text-stone-600 sm:block">{words.description(option)}</p>
            <ul className="hidden flex-wrap gap-1 sm:flex" aria-label={t('optionCard.tags')}>
              {tags.map((tag) => (
                <li key={tag} className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">
                  {tag}
                </li>
              ))}
            </ul>
            <div className="flex min-h-6 flex-wrap items-center gap-3 text-xs text-stone-600">
              <VoterAvatars voters={state.chosenBy} tone="green" label={t('optionCard.chosenBy')} />
              <VoterAvatars voters={state.preferredBy} tone="amber" label={t('optionCard.recommendedBy')} />
            </div>
            <div className="mt-auto grid grid-cols-3 gap-1 pt-1 sm:gap-2 sm:pt-2">
              <Button
                variant="secondary"
                size="sm"
                className={VOTE_BUTTON}
                disabled={isLocked || isEliminated || isBusy}
                onClick={onEliminate}
                data-vote="veto"
              >
                <X aria-hidden /> {t('optionCard.veto')}
              </Button>
              <Button
                variant={state.isPreferredByMe ? 'primary' : 'secondary'}
                size="sm"
                className={VOTE_BUTTON}
                disabled={isLocked || (isEliminated && !state.isPreferredByMe) || isBusy}
                onClick={onPrefer}
                aria-pressed={state.isPreferredByMe}
                data-vote="like"
              >
                <ThumbsUp aria-hidden /> {t('optionCard.like')}
              </Button>
              <Button
                variant={state.isChosenByMe ? 'primary' : 'secondary'}
                size="sm"
                className={cn(VOTE_BUTTON, state.isChosenByMe && 'bg-emerald-600 hover:bg-emerald-700')}
                disabled={isLocked || isEliminated || isBusy}
                onClick={onChoose}
                aria-pressed={state.isChosenByMe}
                data-vote="pick"
              >
                <Check aria-hidden /> {t('optionCard.pick')}
              </Button>
            </div>
          </div>
        </div>
      </div>
    </li>
  )
}

import type { FoodOption, Voter } from '@forkcast/contract/voting.schemas'
import { nameOfVoter } from './voter-avatars'

interface EliminatedListProps {
  options: Array<{ option: FoodOption; eliminatedBy: Voter }>
  currentUserId: number
}

/** Vetoed options once their cards folded away: at the bottom, so the ones still in play stay on top. */
export const EliminatedList = ({ options, currentUserId }: EliminatedListProps) => (
  <details className="rounded-2xl border border-stone-200 bg-white px-4 py-3">
    <summary className="cursor-pointer font-semibold text-stone-700">Vetoed ({options.length})</summary>
    <ul className="mt-2 flex flex-col gap-1 text-sm text-stone-600" aria-label="Vetoed options">
      {options.map(({ option, eliminatedBy }) => (
        <li key={option.id} aria-label={`${option.label}, vetoed`}>
          <span className="line-through">{option.label}</span> · Vetoed by{' '}
          {nameOfVoter(eliminatedBy, currentUserId, eliminatedBy.id)}
        </li>
      ))}
    </ul>
  </details>
)

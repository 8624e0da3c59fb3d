import type { DecisionReason } from '@forkcast/contract/voting.schemas'

export interface BoardState {
  /** The option set fixed when the session started, in catalog order. */
  optionIds: readonly string[]
  eliminated: ReadonlySet<string>
  /** userId → chosen option. */
  choices: ReadonlyMap<number, string>
  preferences: ReadonlyArray<{ userId: number; optionId: string }>
  submitted: ReadonlySet<number>
  memberIds: readonly number[]
}

export const remainingOptionIds = (state: Pick<BoardState, 'optionIds' | 'eliminated'>) =>
  state.optionIds.filter((id) => !state.eliminated.has(id))

/** Best remaining option: most choices, then most preferences, then catalog order. */
export function rankRemaining(state: BoardState): string[] {
  const remaining = remainingOptionIds(state)
  const score = (optionId: string) => ({
    choices: [...state.choices.values()].filter((id) => id === optionId).length,
    preferences: state.preferences.filter((preference) => preference.optionId === optionId).length,
  })
  return remaining
    .map((optionId, order) => ({ optionId, order, ...score(optionId) }))
    .sort((a, b) => b.choices - a.choices || b.preferences - a.preferences || a.order - b.order)
    .map((entry) => entry.optionId)
}

/** The domain rules of ARCHITECTURE.md: when is a board decided, and on what. */
export function evaluateDecision(state: BoardState): { optionId: string; reason: DecisionReason } | null {
  const remaining = remainingOptionIds(state)
  if (remaining.length === 0) return null
  if (remaining.length === 1) return { optionId: remaining[0]!, reason: 'last-remaining' }

  const members = state.memberIds
  if (members.length === 0) return null
  const chosen = members.map((id) => state.choices.get(id))
  const first = chosen[0]
  if (first && remaining.includes(first) && chosen.every((optionId) => optionId === first)) {
    return { optionId: first, reason: 'unanimous' }
  }
  if (members.every((id) => state.submitted.has(id))) {
    return { optionId: rankRemaining(state)[0]!, reason: 'all-submitted' }
  }
  return null
}

/** A member confirmed a random pick: any remaining option, chosen by `randomIndex(count)`; null when none is left. */
export function pickAtRandom(
  state: Pick<BoardState, 'optionIds' | 'eliminated'>,
  randomIndex: (count: number) => number,
): { optionId: string; reason: DecisionReason } | null {
  const remaining = remainingOptionIds(state)
  return remaining.length === 0
    ? null
    : { optionId: remaining[randomIndex(remaining.length)]!, reason: 'random' }
}

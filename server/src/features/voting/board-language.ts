import type {
  FoodOption,
  OptionCandidates,
  SessionSnapshot,
  VoteResult,
} from '@forkcast/contract/voting.schemas'
import type { Translate } from '../../lib/translate'

/**
 * A board in the language of the person reading it (decision 056). A board's options are stored once, in English,
 * for everyone voting; each reader gets the reasons on its cards ("25 min · uses rice you have", "open now") in
 * their own language when the board is read.
 */
export function optionInLanguage(option: FoodOption, translate: Translate): FoodOption {
  return {
    ...option,
    ...(option.recipe ? { recipe: { ...option.recipe, reason: translate(option.recipe.reason) } } : {}),
    ...(option.place
      ? { place: { ...option.place, matchReasons: option.place.matchReasons.map(translate) } }
      : {}),
  }
}

export const snapshotInLanguage = (snapshot: SessionSnapshot, translate: Translate): SessionSnapshot => ({
  ...snapshot,
  session: {
    ...snapshot.session,
    options: snapshot.session.options.map((option) => optionInLanguage(option, translate)),
  },
})

export const voteResultInLanguage = (result: VoteResult, translate: Translate): VoteResult =>
  result.message === undefined ? result : { ...result, message: translate(result.message) }

export const candidatesInLanguage = (found: OptionCandidates, translate: Translate): OptionCandidates => ({
  ...found,
  candidates: found.candidates.map((candidate) => ({
    ...candidate,
    option: optionInLanguage(candidate.option, translate),
    blockedReason: candidate.blockedReason === null ? null : translate(candidate.blockedReason),
  })),
})

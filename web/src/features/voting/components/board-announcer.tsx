import { useEffect, useRef, useState } from 'react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { SessionSnapshot, Voter, VoteRecord } from '@forkcast/contract/voting.schemas'
import { useOptionWords, type OptionWords } from './use-option-words'
import { nameOfVoter } from './voter-avatars'

const keyOf = (record: VoteRecord) => `${record.optionId}:${record.user.id}`

const added = (before: VoteRecord[], after: VoteRecord[]) => {
  const known = new Set(before.map(keyOf))
  return after.filter((record) => !known.has(keyOf(record)))
}

/** What changed on the board between two snapshots, in words a screen reader can say ('Ben eliminated Mexican'). */
const describeBoardChanges = (
  before: SessionSnapshot,
  after: SessionSnapshot,
  currentUserId: number,
  t: TFunction<'voting'>,
  words: OptionWords,
): string => {
  const labelOf = (optionId: string) => {
    const option = after.session.options.find((candidate) => candidate.id === optionId)
    return option ? words.label(option) : optionId
  }
  const nameOf = (voter: Voter) => nameOfVoter(voter, currentUserId, voter.id)
  /** One sentence about a vote, worded for 'you' when it is mine. */
  const told = (
    record: VoteRecord,
    key: 'eliminated' | 'recommended' | 'noLongerRecommends' | 'picked' | 'unpicked',
  ) => {
    const option = labelOf(record.optionId)
    return record.user.id === currentUserId
      ? t(`announcer.${key}You`, { option })
      : t(`announcer.${key}`, { name: nameOf(record.user), option })
  }
  // A veto taken back (its option is in play again), told apart from a board cleared for a new round.
  const remaining = new Set(after.remainingOptionIds)
  const undone = added(after.eliminations, before.eliminations).filter((record) =>
    remaining.has(record.optionId),
  )
  const isOnlyUndo =
    undone.length === 1 &&
    before.eliminations.length === 1 &&
    before.choices.length + before.preferences.length === 0
  const isNewRound =
    after.session.round !== before.session.round ||
    (!isOnlyUndo &&
      before.eliminations.length + before.choices.length > 0 &&
      after.eliminations.length + after.choices.length + after.preferences.length === 0)
  if (isNewRound) return t('announcer.newRound')
  const sentences = [
    ...added(before.eliminations, after.eliminations).map((record) => told(record, 'eliminated')),
    ...undone.map((record) =>
      record.user.id === currentUserId
        ? t('announcer.undoneYou', { option: labelOf(record.optionId) })
        : t('announcer.undone', { name: nameOf(record.user), option: labelOf(record.optionId) }),
    ),
    ...added(before.preferences, after.preferences).map((record) => told(record, 'recommended')),
    ...added(after.preferences, before.preferences).map((record) => told(record, 'noLongerRecommends')),
    ...added(before.choices, after.choices).map((record) => told(record, 'picked')),
    ...added(after.choices, before.choices).map((record) => told(record, 'unpicked')),
  ]
  const decision = after.session.decision
  if (decision && !before.session.decision)
    sentences.push(t('announcer.decided', { option: labelOf(decision.optionId) }))
  return sentences.join(' ')
}

/**
 * A polite live region that says each vote as it lands and then the decision, so people who cannot
 * see the cards move still follow the board. It stays mounted (empty at first) so the first change is heard.
 */
export const BoardAnnouncer = ({
  snapshot,
  currentUserId,
}: {
  snapshot: SessionSnapshot
  currentUserId: number
}) => {
  const { t } = useTranslation('voting')
  const words = useOptionWords()
  const previous = useRef(snapshot)
  const [message, setMessage] = useState('')
  useEffect(() => {
    if (previous.current === snapshot) return
    const text = describeBoardChanges(previous.current, snapshot, currentUserId, t, words)
    previous.current = snapshot
    if (text) setMessage(text)
  }, [snapshot, currentUserId, t, words])
  return (
    <p
      className="sr-only"
      role="status"
      aria-live="polite"
      aria-atomic="true"
      aria-label={t('announcer.label')}
    >
      {message}
    </p>
  )
}

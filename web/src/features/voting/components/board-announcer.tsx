import { useEffect, useRef, useState } from 'react'
import type { SessionSnapshot, Voter, VoteRecord } from '@forkcast/contract/voting.schemas'
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
): string => {
  const labelOf = (optionId: string) =>
    after.session.options.find((option) => option.id === optionId)?.label ?? optionId
  const nameOf = (voter: Voter) => nameOfVoter(voter, currentUserId, voter.id)
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
  if (isNewRound) return 'A new round started: every option is back.'
  const sentences = [
    ...added(before.eliminations, after.eliminations).map(
      (record) => `${nameOf(record.user)} eliminated ${labelOf(record.optionId)}.`,
    ),
    ...undone.map((record) =>
      record.user.id === currentUserId
        ? `You took back your veto on ${labelOf(record.optionId)}.`
        : `${nameOf(record.user)} took back the veto on ${labelOf(record.optionId)}.`,
    ),
    ...added(before.preferences, after.preferences).map(
      (record) => `${nameOf(record.user)} recommended ${labelOf(record.optionId)}.`,
    ),
    ...added(after.preferences, before.preferences).map(
      (record) => `${nameOf(record.user)} no longer recommends ${labelOf(record.optionId)}.`,
    ),
    ...added(before.choices, after.choices).map(
      (record) => `${nameOf(record.user)} picked ${labelOf(record.optionId)}.`,
    ),
    ...added(after.choices, before.choices).map(
      (record) => `${nameOf(record.user)} unpicked ${labelOf(record.optionId)}.`,
    ),
  ]
  const decision = after.session.decision
  if (decision && !before.session.decision) sentences.push(`Decided: ${labelOf(decision.optionId)}.`)
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
  const previous = useRef(snapshot)
  const [message, setMessage] = useState('')
  useEffect(() => {
    if (previous.current === snapshot) return
    const text = describeBoardChanges(previous.current, snapshot, currentUserId)
    previous.current = snapshot
    if (text) setMessage(text)
  }, [snapshot, currentUserId])
  return (
    <p
      className="sr-only"
      role="status"
      aria-live="polite"
      aria-atomic="true"
      aria-label="Vote announcements"
    >
      {message}
    </p>
  )
}

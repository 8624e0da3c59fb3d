import type { SessionEvent, SessionSnapshot, VoteRecord } from '@forkcast/contract/voting.schemas'

const withoutRecord = (records: VoteRecord[], userId: number, optionId: string | null) =>
  records.filter((record) => !(record.user.id === userId && record.optionId === optionId))

/**
 * Applies one live change to a snapshot. Returns null when the change cannot be applied in place
 * (a gap in versions, a reset, or a changed list of options), so the caller fetches a fresh snapshot instead.
 */
export function applySessionEvent(snapshot: SessionSnapshot, event: SessionEvent): SessionSnapshot | null {
  if (event.version <= snapshot.session.version) return snapshot
  if (event.version !== snapshot.session.version + 1) return null
  // The event names the change, not the new cards: only a snapshot has them.
  if (event.action === 'reset' || event.action === 'options') return null

  const session = {
    ...snapshot.session,
    version: event.version,
    status: event.status,
    decision: event.decision,
  }
  const next: SessionSnapshot = { ...snapshot, session }
  const { user, optionId } = event
  switch (event.action) {
    case 'eliminate':
      if (optionId && !snapshot.eliminations.some((record) => record.optionId === optionId)) {
        next.eliminations = [...snapshot.eliminations, { optionId, user }]
        next.remainingOptionIds = snapshot.remainingOptionIds.filter((id) => id !== optionId)
      }
      break
    case 'restore': {
      // An undone veto: the card goes back among the remaining ones, in the board's own order.
      if (!optionId || !snapshot.session.options.some((option) => option.id === optionId)) return null
      next.eliminations = snapshot.eliminations.filter((record) => record.optionId !== optionId)
      const remaining = new Set([...snapshot.remainingOptionIds, optionId])
      next.remainingOptionIds = snapshot.session.options
        .map((option) => option.id)
        .filter((id) => remaining.has(id))
      break
    }
    case 'prefer':
      if (optionId)
        next.preferences = [...withoutRecord(snapshot.preferences, user.id, optionId), { optionId, user }]
      break
    case 'unprefer':
      next.preferences = withoutRecord(snapshot.preferences, user.id, optionId)
      break
    case 'choose':
      if (optionId)
        next.choices = [
          ...snapshot.choices.filter((record) => record.user.id !== user.id),
          { optionId, user },
        ]
      break
    case 'submit':
      next.members = snapshot.members.map((member) =>
        member.id === user.id ? { ...member, hasSubmitted: true } : member,
      )
      break
    case 'random':
      break
  }
  return next
}

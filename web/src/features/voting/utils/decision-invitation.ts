import {
  SOLO_GROUP_ID,
  type ActiveSession,
  type SessionChangedEvent,
  type Voter,
} from '@forkcast/contract/voting.schemas'
import { isAtBoard } from '@/lib/board-href'
import { calendarDayIn } from '@forkcast/contract/calendar'

/** "Maria started tonight's decision — Join": an open board round someone else opened and I have not voted on. */
export interface DecisionInvitation {
  session: ActiveSession
  starter: Voter
  /** What joining or dismissing is remembered by: this board's current round. */
  roundKey: string
  /** The round was opened by "Start over for everyone": "Maria started tonight's decision over". */
  isStartOver: boolean
}

/**
 * A Start over heard live, by board: who pressed it and, once the boards were read again, the round it opened.
 * The boards' answer cannot tell a Start over from a new day's first start, the live 'reset' event can.
 */
export type StartOverMarks = Record<
  string,
  { actorId: number; roundStartedAt: string | null; previousRoundStartedAt?: string | null }
>

export const roundKeyOf = (session: Pick<ActiveSession, 'id' | 'roundStartedAt'>) =>
  `${session.id}@${session.roundStartedAt ?? ''}`

interface InvitationContext {
  userId: number
  /** The page the person is on: nobody is invited to the board they are looking at. */
  location: { pathname: string; search: string }
  /** Rounds joined or dismissed here. */
  handledRounds: ReadonlySet<string>
  startOverMarks: StartOverMarks
  now: Date
  timeZone: string | null
}

const isStartOverRound = (session: ActiveSession, starter: Voter, marks: StartOverMarks) => {
  const mark = marks[String(session.id)]
  return (
    mark !== undefined &&
    mark.actorId === starter.id &&
    (mark.roundStartedAt === null
      ? session.roundStartedAt !== (mark.previousRoundStartedAt ?? null)
      : mark.roundStartedAt === session.roundStartedAt)
  )
}

/** The newest board round in my groups that waits for me, or null. */
export const findDecisionInvitation = (
  sessions: readonly ActiveSession[] | undefined,
  { userId, location, handledRounds, startOverMarks, now, timeZone }: InvitationContext,
): DecisionInvitation | null => {
  const today = calendarDayIn(now, timeZone)
  const waiting = (sessions ?? []).flatMap((session) => {
    const starter = session.roundStartedBy
    if (session.status !== 'open' || session.groupId === SOLO_GROUP_ID) return []
    if (!starter || !session.roundStartedAt || starter.id === userId) return []
    if (session.voterIds.includes(userId)) return []
    const roundKey = roundKeyOf(session)
    if (handledRounds.has(roundKey) || isAtBoard(location, session)) return []
    // A board left open on an earlier day is not tonight's decision.
    const isToday = [session.roundStartedAt, session.updatedAt].some(
      (at) => calendarDayIn(new Date(at), timeZone) === today,
    )
    if (!isToday) return []
    return [{ session, starter, roundKey, isStartOver: isStartOverRound(session, starter, startOverMarks) }]
  })
  return (
    waiting.sort((left, right) =>
      (right.session.roundStartedAt ?? '').localeCompare(left.session.roundStartedAt ?? ''),
    )[0] ?? null
  )
}

/** The marks after a live board change: a Start over by someone else is noted; a new day's start is not one. */
export const noteSessionChange = (
  marks: StartOverMarks,
  event: SessionChangedEvent,
  { userId, sessions }: { userId: number; sessions: readonly ActiveSession[] | undefined },
): StartOverMarks => {
  const key = String(event.sessionId)
  const mark = marks[key]
  if (event.change === 'reset' && event.actorId !== userId) {
    const before = sessions?.find((session) => session.id === event.sessionId)
    return {
      ...marks,
      [key]: {
        actorId: event.actorId,
        roundStartedAt: null,
        previousRoundStartedAt: before?.roundStartedAt ?? null,
      },
    }
  }
  // A start that resets a used board (a new day, another cuisine) says 'reset' then 'started' in one breath.
  if (event.change === 'started' && mark?.roundStartedAt === null && mark.actorId === event.actorId) {
    const { [key]: _dropped, ...rest } = marks
    return rest
  }
  return marks
}

/** The marks once the boards were read again: each pending mark is tied to the round it opened, old ones go. */
export const bindStartOverMarks = (
  marks: StartOverMarks,
  sessions: readonly ActiveSession[],
): StartOverMarks => {
  const next: StartOverMarks = {}
  for (const [key, mark] of Object.entries(marks)) {
    const session = sessions.find((candidate) => String(candidate.id) === key)
    const isPending = mark.roundStartedAt === null
    // Not read again since the Start over: the list still shows the round before it.
    if (isPending && (!session || session.roundStartedAt === (mark.previousRoundStartedAt ?? null)))
      next[key] = mark
    else if (isPending && session?.roundStartedAt && session.roundStartedBy?.id === mark.actorId)
      next[key] = { actorId: mark.actorId, roundStartedAt: session.roundStartedAt }
    else if (!isPending && session?.roundStartedAt === mark.roundStartedAt) next[key] = mark
  }
  return next
}

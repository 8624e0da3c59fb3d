import type { ActiveSession } from '@forkcast/contract/voting.schemas'
import { calendarDayIn } from '@forkcast/contract/calendar'
import { hasSessionProgress } from '@/lib/decision-session'

/** What a group's card says about its boards. */
export interface GroupBoards {
  /** The board decided latest today (a dish or a place decided after the cuisine wins): "Tonight: Thai". */
  decidedTonight: ActiveSession | null
  /** The open board someone already voted on, offered to continue. */
  inProgress: ActiveSession | null
}

const latestBy = (sessions: ActiveSession[], at: (session: ActiveSession) => string) =>
  sessions.sort((left, right) => at(right).localeCompare(at(left)))[0] ?? null

/** The group's boards as its card shows them; "today" is the day where the person is now. */
export const describeGroupBoards = (
  sessions: readonly ActiveSession[] | undefined,
  groupId: number,
  { now, timeZone = null }: { now: Date; timeZone?: string | null },
): GroupBoards => {
  const today = calendarDayIn(now, timeZone)
  const boards = (sessions ?? []).filter((session) => session.groupId === groupId)
  const decided = boards.filter(
    (session) =>
      session.status === 'decided' &&
      session.decidedLabel !== null &&
      session.decision !== null &&
      calendarDayIn(new Date(session.decision.decidedAt), timeZone) === today,
  )
  const open = boards.filter((session) => session.status === 'open' && hasSessionProgress(session))
  return {
    decidedTonight: latestBy(decided, (session) => session.decision?.decidedAt ?? ''),
    inProgress: latestBy(open, (session) => session.updatedAt),
  }
}

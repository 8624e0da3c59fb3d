import type { ActiveSession } from '@forkcast/contract/voting.schemas'
import { hasSessionProgress } from '@/lib/decision-session'

/** The group's decision that someone already worked on, which the dashboard offers to continue. */
export const findSessionInProgress = (sessions: ActiveSession[] | undefined, groupId: number) =>
  sessions?.find((session) => session.groupId === groupId && hasSessionProgress(session)) ?? null

import { hasSessionProgress } from '@/lib/decision-session'
import type { ActiveEliminationSession } from '../api/get-active-sessions'

/** The group's decision that someone already worked on, which the dashboard offers to continue. */
export const findSessionInProgress = (sessions: ActiveEliminationSession[] | undefined, groupId: number) =>
  sessions?.find((session) => session.groupId === groupId && hasSessionProgress(session)) ?? null

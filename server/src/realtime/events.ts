import type { SessionChangedEvent, SessionEvent } from '@forkcast/contract/voting.schemas'
import type { HubEvent } from './channel'

/** Topics of the events channel: who hears an event. */
export const topics = {
  user: (userId: number) => `user:${userId}`,
  group: (groupId: number) => `group:${groupId}`,
  session: (sessionId: number) => `session:${sessionId}`,
} as const

/** Changes to signed-in users, sent by database triggers (migration 0015) to every instance's session cache. */
export const AUTH_TOPIC = 'auth'
/** The 'user-changed' event on it carries `{ userId }`: that user's row changed or a live session of theirs ended. */
export const USER_CHANGED_EVENT = 'user-changed'

/** Every change to a board, to the members watching it (resumable by its version). */
export const voteEvent = (sessionId: number, event: SessionEvent): HubEvent => ({
  topic: topics.session(sessionId),
  type: 'vote',
  data: { ...event },
})

/** A board started, saw a member's first vote of the round, decided or reset: to the group's dashboards. */
export const sessionChangedEvent = (change: SessionChangedEvent): HubEvent => ({
  topic: topics.group(change.groupId),
  type: 'session-changed',
  data: { ...change },
})

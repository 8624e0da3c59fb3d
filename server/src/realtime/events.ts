import type { LiveEventData, LiveEventType } from '@forkcast/contract/live-events'
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

/** The SSE and hub type of a board's change. */
export const VOTE_EVENT = 'vote'

/** A board's change as it is sent to clients: rebuilt field by field, so a stored event never replays more. */
export const presentVoteEvent = (event: SessionEvent): SessionEvent => {
  const { id, firstName, lastName, profileImageUrl } = event.user
  return { ...event, user: { id, firstName, lastName, profileImageUrl } }
}

/** The board change a hub event carries, if it is one. */
export const voteEventOf = (event: HubEvent): SessionEvent | null =>
  event.type === VOTE_EVENT ? (event.data as unknown as SessionEvent) : null

/** Every change to a board, to the members watching it (resumable by its version). */
export const voteEvent = (sessionId: number, event: SessionEvent): HubEvent => ({
  topic: topics.session(sessionId),
  type: VOTE_EVENT,
  data: { ...event },
})

/** A board started, saw a member's first vote of the round, decided or reset: to the group's dashboards. */
export const sessionChangedEvent = (change: SessionChangedEvent): HubEvent =>
  liveEvent(topics.group(change.groupId), 'session-changed', change)

/** A live event for the signed-in user's stream, its facts as the contract's schema of that type says. */
const liveEvent = <T extends LiveEventType>(topic: string, type: T, data: LiveEventData<T>): HubEvent => ({
  topic,
  type,
  data: { ...data },
})

/** The first event of a user's stream. */
export const readyEvent = (userId: number) => liveEvent(topics.user(userId), 'ready', { userId })

/** On a user's topic: their groups changed (joined, left, removed); open streams re-check what they may see. */
export const GROUPS_CHANGED = 'groups-changed' satisfies LiveEventType
/** On a user's topic: a session of theirs ended; open streams check theirs still lives. */
export const SIGNED_OUT = 'signed-out'

export const groupsChangedEvent = (userId: number, groupId: number): HubEvent =>
  liveEvent(topics.user(userId), GROUPS_CHANGED, { groupId })

export const signedOutEvent = (userId: number): HubEvent => ({
  topic: topics.user(userId),
  type: SIGNED_OUT,
  data: {},
})

/** The events about one group (members, name, plans, lists, its plan's cover) and what each carries besides the group. */
type GroupEventType = Exclude<LiveEventType, 'ready' | 'groups-changed' | 'session-changed'>
export type GroupEventFacts<T extends GroupEventType> = Omit<LiveEventData<T>, 'groupId'>

/** Something about a group changed: to every member's stream, typed by the contract. */
export const groupEvent = <T extends GroupEventType>(
  groupId: number,
  type: T,
  data: GroupEventFacts<T>,
): HubEvent => liveEvent(topics.group(groupId), type, { groupId, ...data } as LiveEventData<T>)

import { sql, type SQL } from 'drizzle-orm'

/** The one PostgreSQL channel every live event travels on (migration 0015's triggers name it too). */
export const EVENTS_CHANNEL = 'forkcast_events'

// NOTIFY payloads must stay under 8000 bytes; events carry ids and small facts, not documents.
const MAX_PAYLOAD_BYTES = 7900

/** Who receives an event, what happened and its facts, as it travels between instances. */
export interface HubEvent {
  /** Who receives it, e.g. `user:12`, `group:3`, `session:9` or `auth`. */
  topic: string
  type: string
  data: Record<string, unknown>
}

/** An event as its NOTIFY payload; refuses one that would not fit. */
const serializeEvent = (event: HubEvent): string => {
  const payload = JSON.stringify(event)
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
    throw new Error(`Event ${event.type} on ${event.topic} is too large to publish`)
  }
  return payload
}

export const parseEvent = (payload: string): HubEvent | null => {
  try {
    const event = JSON.parse(payload) as HubEvent
    return typeof event?.topic === 'string' ? event : null
  } catch {
    return null
  }
}

/**
 * The select list that sends these events, left to right: `select ${notifyCalls(events)}`, or folded into a
 * larger statement (`select ${notifyCalls(events)} from <cte>`). In a transaction they go out only if it commits.
 */
export const notifyCalls = (events: HubEvent[]): SQL =>
  sql.join(
    events.map((event) => sql`pg_notify(${EVENTS_CHANNEL}, ${serializeEvent(event)})`),
    sql`, `,
  )

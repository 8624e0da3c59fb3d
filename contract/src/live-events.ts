import { z } from 'zod'
import { SessionChangedEventSchema } from './voting.schemas'

const id = z.number().int()

/**
 * What the signed-in user's live stream (`/api/events`) says, one schema per event type: the server builds each
 * event from it and the web app parses each one through it, so a changed payload breaks the build at both ends.
 */
export const LiveEventSchema = z.discriminatedUnion('type', [
  /** The stream is open; on a reconnection the client refetches what it may have missed. */
  z.object({ type: z.literal('ready'), data: z.object({ userId: id }) }),
  /** On the user's topic: they joined, left or were removed from a group. */
  z.object({ type: z.literal('groups-changed'), data: z.object({ groupId: id }) }),
  z.object({ type: z.literal('member-joined'), data: z.object({ groupId: id, userId: id }) }),
  z.object({
    type: z.literal('member-left'),
    data: z.object({ groupId: id, userId: id, ownerId: id.optional(), removed: z.boolean().optional() }),
  }),
  z.object({ type: z.literal('group-renamed'), data: z.object({ groupId: id, name: z.string() }) }),
  z.object({ type: z.literal('invite-code-changed'), data: z.object({ groupId: id }) }),
  /** A board started, saw a member's first vote of the round, decided or reset. */
  z.object({ type: z.literal('session-changed'), data: SessionChangedEventSchema }),
  z.object({
    type: z.literal('meal-plan-changed'),
    data: z.object({ groupId: id, planId: id, weekStartDate: z.string() }),
  }),
  z.object({
    type: z.literal('grocery-list-changed'),
    data: z.object({
      groupId: id,
      listId: id,
      planId: id.nullable(),
      itemId: id.optional(),
      checked: z.boolean().optional(),
      removed: z.boolean().optional(),
    }),
  }),
  /** The paid plan covering the group changed (chosen, moved, cancelled, payer left). */
  z.object({ type: z.literal('plan-cover-changed'), data: z.object({ groupId: id }) }),
])
export type LiveEvent = z.infer<typeof LiveEventSchema>
export type LiveEventType = LiveEvent['type']
/** The facts an event of this type carries. */
export type LiveEventData<T extends LiveEventType> = Extract<LiveEvent, { type: T }>['data']

export const LIVE_EVENT_TYPES: readonly LiveEventType[] = LiveEventSchema.options.map(
  (option) => option.shape.type.value,
)

/** An event as the stream delivered it (its name and its JSON text), or null when it is not one of ours. */
export const readLiveEvent = (type: string, data: unknown): LiveEvent | null => {
  if (typeof data !== 'string') return null
  try {
    const parsed = LiveEventSchema.safeParse({ type, data: JSON.parse(data) })
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { MAX_DATABASE_INT } from '@forkcast/contract/common.schemas'
import { LIMIT_MESSAGES, MAX_OPEN_STREAMS_PER_USER } from '@forkcast/contract/limits.constants'
import { AppError } from '../lib/app-error'
import type { HubEvent } from './channel'
import { AUTH_TOPIC, GROUPS_CHANGED, SIGNED_OUT, topics, USER_CHANGED_EVENT } from './events'

declare module 'fastify' {
  interface FastifyInstance {
    openEventStream: (
      request: FastifyRequest,
      reply: FastifyReply,
      options: EventStreamOptions,
    ) => EventStream
    openResumableStream: <Change extends { version: number }>(
      request: FastifyRequest,
      reply: FastifyReply,
      options: ResumableStreamOptions<Change>,
    ) => Promise<void>
  }
}

export interface EventStreamOptions {
  topics: string[]
  /** Maps a hub event to what this client is sent; null drops it. */
  transform?: (event: HubEvent) => { id?: string; type: string; data: unknown } | null
  /**
   * Runs when the user's access may have changed (a group joined or left, a member removed); events are
   * held until it settles. Answer false to end the stream; update subscriptions here when they depend on it.
   */
  onAccessChanged?: () => Promise<boolean>
}

/** A stream of numbered changes a client can resume from the last one it saw (SSE `id:` and Last-Event-ID). */
export interface ResumableStreamOptions<Change extends { version: number }> extends Omit<
  EventStreamOptions,
  'transform'
> {
  /** Sent as the SSE event type of every change. */
  changeType: string
  /** The version the client last saw, from the query string; the Last-Event-ID header wins over it. */
  lastEventId: number | undefined
  /** The change a live hub event carries, or null when it is not one. */
  changeOf: (event: HubEvent) => Change | null
  /** What the client is sent of a change. */
  present: (change: Change) => unknown
  /** The whole current state with its version, sent when the client has nothing to resume or is too far behind. */
  snapshot: () => Promise<{ version: number; data: unknown }>
  /** The stored changes after a version, oldest first. */
  missedAfter: (version: number) => Promise<Change[]>
}

// Past this many missed changes a snapshot is cheaper than a replay.
const MAX_REPLAY = 200

const lastEventIdOf = (request: FastifyRequest, fromQuery: number | undefined) => {
  const header = Number(request.headers['last-event-id'])
  return Number.isInteger(header) && header >= 0 && header <= MAX_DATABASE_INT ? header : fromQuery
}

/** Events on `user:<id>` after which a stream must re-check what its user may still see. */
const ACCESS_EVENTS = new Set([GROUPS_CHANGED, SIGNED_OUT])
/** Told to every stream before it is ended after a gap in live events; reconnecting catches the client up. */
const RESYNC_EVENT = 'resync'

export interface EventStream {
  send: (message: { id?: string; type: string; data: unknown }) => void
  /** Writes a message already framed by `sseFrame` (shared by every stream that sends it). */
  sendFrame: (frame: string) => void
  subscribe: (topic: string) => void
  unsubscribe: (topic: string) => void
  close: () => void
}

/** One Server-Sent Events message as it goes on the wire. */
const sseFrame = ({ id, type, data }: { id?: string; type: string; data: unknown }) =>
  `${id ? `id: ${id}\n` : ''}event: ${type}\ndata: ${JSON.stringify(data)}\n\n`

// Proxies and browsers drop quiet connections; a comment line every 20 s keeps them open.
const HEARTBEAT_MS = 20_000
// setTimeout's ceiling (about 24.8 days); a later expiry is checked then and the timer set again.
const MAX_TIMER_MS = 2 ** 31 - 1
// Checked just after the expiry, so the database agrees the session is over.
const EXPIRY_MARGIN_MS = 50

export const realtimePlugin = fp(async (app: FastifyInstance) => {
  const openStreams = new Set<EventStream>()
  // Counted per instance: enough to stop one account from exhausting this process's sockets.
  const streamsPerUser = new Map<number, number>()
  // How each open stream re-checks its session, by user: a 'user-changed' notice (a session of theirs deleted
  // or cut short in the database, by any code path, on any instance) makes all of them look.
  const accessChecksByUser = new Map<number, Set<() => void>>()
  const stopHearingAuth = app.ctx.hub.subscribe(AUTH_TOPIC, ({ type, data }) => {
    if (type !== USER_CHANGED_EVENT || typeof data.userId !== 'number') return
    for (const check of accessChecksByUser.get(data.userId) ?? []) check()
  })

  app.decorate(
    'openEventStream',
    (request: FastifyRequest, reply: FastifyReply, options: EventStreamOptions) => {
      const userId = request.user?.id ?? null
      if (userId !== null && (streamsPerUser.get(userId) ?? 0) >= MAX_OPEN_STREAMS_PER_USER) {
        throw new AppError('RATE_LIMITED', LIMIT_MESSAGES.streams)
      }
      reply.hijack()
      const raw = reply.raw
      raw.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      })
      raw.write('retry: 2000\n\n')

      const unsubscribers = new Map<string, () => void>()
      const userTopic = userId === null ? null : topics.user(userId)
      let isClosed = false

      const sendFrame: EventStream['sendFrame'] = (frame) => {
        if (!isClosed) raw.write(frame)
      }
      const send: EventStream['send'] = (message) => sendFrame(sseFrame(message))
      const deliver = (event: HubEvent) => {
        // The user topic is watched for every stream; only streams that asked for it see its events.
        if (event.topic === userTopic && !options.topics.includes(userTopic)) return
        if (event.type === SIGNED_OUT) return
        // Held while access was re-checked, for a topic dropped since: not for this client any more.
        if (!unsubscribers.has(event.topic)) return
        const message = options.transform ? options.transform(event) : { type: event.type, data: event.data }
        if (message) send(message)
      }
      // While access is re-checked, later events wait, so none reaches someone who just lost access.
      let held: HubEvent[] | null = null
      let checks = 0
      // Ends the stream when its session expires: checked at the expiry, set again when the session was extended.
      let expiryTimer: NodeJS.Timeout | null = null
      const checkAtExpiry = (expiresAt: Date) => {
        if (expiryTimer) clearTimeout(expiryTimer)
        const wait = Math.min(Math.max(expiresAt.getTime() - Date.now(), 0) + EXPIRY_MARGIN_MS, MAX_TIMER_MS)
        expiryTimer = setTimeout(() => void recheckAccess(), wait)
        expiryTimer.unref()
      }
      const recheckAccess = async () => {
        if (isClosed) return
        held ??= []
        const check = ++checks
        try {
          const found =
            request.sessionTokenHash === null
              ? null
              : await app.ctx.sessions.findFresh(request.sessionTokenHash, new Date())
          const isAllowed =
            found !== null && (options.onAccessChanged ? await options.onAccessChanged() : true)
          if (!isAllowed) return close()
          if (!isClosed) checkAtExpiry(found.session.expiresAt)
        } catch (error) {
          request.log.warn({ err: error }, 'live stream access check failed; ending the stream')
          return close()
        }
        // A newer check started meanwhile: it releases the held events once it has its answer.
        if (check !== checks || isClosed) return
        const waiting = held ?? []
        held = null
        for (const event of waiting) deliver(event)
      }
      const onHubEvent = (event: HubEvent) => {
        if (isClosed) return
        if (held) {
          held.push(event)
        } else {
          deliver(event)
        }
        if (event.topic === userTopic && ACCESS_EVENTS.has(event.type)) void recheckAccess()
      }
      const subscribe = (topic: string) => {
        if (!unsubscribers.has(topic)) unsubscribers.set(topic, app.ctx.hub.subscribe(topic, onHubEvent))
      }
      const unsubscribe = (topic: string) => {
        unsubscribers.get(topic)?.()
        unsubscribers.delete(topic)
      }
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS)
      const onUserChanged = () => void recheckAccess()
      const close = () => {
        if (isClosed) return
        isClosed = true
        clearInterval(heartbeat)
        if (expiryTimer) clearTimeout(expiryTimer)
        if (userId !== null) accessChecksByUser.get(userId)?.delete(onUserChanged)
        if (userId !== null && accessChecksByUser.get(userId)?.size === 0) accessChecksByUser.delete(userId)
        for (const stop of unsubscribers.values()) stop()
        unsubscribers.clear()
        openStreams.delete(stream)
        if (userId !== null) {
          const remaining = (streamsPerUser.get(userId) ?? 1) - 1
          if (remaining > 0) streamsPerUser.set(userId, remaining)
          else streamsPerUser.delete(userId)
        }
        raw.end()
      }
      const stream: EventStream = { send, sendFrame, subscribe, unsubscribe, close }
      for (const topic of options.topics) subscribe(topic)
      if (userTopic) subscribe(userTopic)
      openStreams.add(stream)
      if (userId !== null) {
        streamsPerUser.set(userId, (streamsPerUser.get(userId) ?? 0) + 1)
        const checks = accessChecksByUser.get(userId) ?? new Set()
        checks.add(onUserChanged)
        accessChecksByUser.set(userId, checks)
      }
      if (request.sessionTokenHash !== null) {
        // The cached session this request was let in with: its expiry, without another statement.
        void app.ctx.sessions.find(request.sessionTokenHash, new Date()).then(
          (found) => {
            if (found === null) void recheckAccess()
            else if (!isClosed && expiryTimer === null) checkAtExpiry(found.session.expiresAt)
          },
          () => void recheckAccess(),
        )
      }
      request.raw.on('close', close)
      return stream
    },
  )

  // A change every member of a board hears is one object from the hub: presented and serialized once, not per member.
  const framesByPresenter = new WeakMap<
    (change: never) => unknown,
    WeakMap<object, { type: string; frame: string }>
  >()
  const frameOf = <Change extends { version: number }>(
    change: Change,
    type: string,
    present: (change: Change) => unknown,
  ) => {
    let frames = framesByPresenter.get(present)
    if (!frames) {
      frames = new WeakMap()
      framesByPresenter.set(present, frames)
    }
    const cached = frames.get(change)
    if (cached?.type === type) return cached.frame
    const frame = sseFrame({ id: String(change.version), type, data: present(change) })
    frames.set(change, { type, frame })
    return frame
  }

  app.decorate(
    'openResumableStream',
    async <Change extends { version: number }>(
      request: FastifyRequest,
      reply: FastifyReply,
      options: ResumableStreamOptions<Change>,
    ) => {
      const { changeType, lastEventId, changeOf, present, snapshot, missedAfter, ...streamOptions } = options
      const lastSeen = lastEventIdOf(request, lastEventId)
      // Subscribed first, live changes are held until the catch-up is sent, so nothing falls in between.
      let sentVersion = -1
      let held: Change[] | null = []
      const sendChange = (change: Change) => {
        if (change.version <= sentVersion) return
        sentVersion = change.version
        stream.sendFrame(frameOf(change, changeType, present))
      }
      const stream = app.openEventStream(request, reply, {
        ...streamOptions,
        transform: (event) => {
          const change = changeOf(event)
          if (change && held) held.push(change)
          else if (change) sendChange(change)
          return null
        },
      })
      const current = await snapshot()
      const missed = lastSeen === undefined ? null : await missedAfter(lastSeen)
      // A replay needs every change since the client's version, no more than a snapshot would cost.
      const canReplay =
        missed !== null &&
        lastSeen! <= current.version &&
        missed.length <= MAX_REPLAY &&
        missed.length === current.version - lastSeen!
      if (canReplay) {
        sentVersion = lastSeen!
        for (const change of missed) sendChange(change)
      } else {
        sentVersion = current.version
        stream.send({ id: String(current.version), type: 'snapshot', data: current.data })
      }
      for (const change of held ?? []) sendChange(change)
      held = null
    },
  )

  // Events published while the hub was not listening are lost: every client reconnects and catches up
  // (the user stream refetches on 'ready', a board resumes from Last-Event-ID or a fresh snapshot).
  app.ctx.hub.onGap(() => {
    for (const stream of [...openStreams]) {
      stream.send({ type: RESYNC_EVENT, data: { reason: 'live events were interrupted' } })
      stream.close()
    }
  })

  // Live streams never finish on their own: end them so shutdown can complete.
  app.addHook('preClose', async () => {
    stopHearingAuth()
    for (const stream of [...openStreams]) stream.close()
  })
})

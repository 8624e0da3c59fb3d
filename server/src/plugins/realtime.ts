import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { HubEvent } from '../realtime/event-hub'

declare module 'fastify' {
  interface FastifyInstance {
    openEventStream: (
      request: FastifyRequest,
      reply: FastifyReply,
      options: EventStreamOptions,
    ) => EventStream
  }
}

export interface EventStreamOptions {
  topics: string[]
  /** Maps a hub event to what this client is sent; null drops it. */
  transform?: (event: HubEvent) => { id?: string; type: string; data: unknown } | null
}

export interface EventStream {
  send: (message: { id?: string; type: string; data: unknown }) => void
  subscribe: (topic: string) => void
  unsubscribe: (topic: string) => void
  close: () => void
}

// Proxies and browsers drop quiet connections; a comment line every 20 s keeps them open.
const HEARTBEAT_MS = 20_000

export const realtimePlugin = fp(async (app: FastifyInstance) => {
  const openStreams = new Set<EventStream>()

  app.decorate(
    'openEventStream',
    (request: FastifyRequest, reply: FastifyReply, options: EventStreamOptions) => {
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
      let isClosed = false

      const send: EventStream['send'] = ({ id, type, data }) => {
        if (isClosed) return
        raw.write(`${id ? `id: ${id}\n` : ''}event: ${type}\ndata: ${JSON.stringify(data)}\n\n`)
      }
      const onHubEvent = (event: HubEvent) => {
        const message = options.transform ? options.transform(event) : { type: event.type, data: event.data }
        if (message) send(message)
      }
      const subscribe = (topic: string) => {
        if (!unsubscribers.has(topic)) unsubscribers.set(topic, app.ctx.hub.subscribe(topic, onHubEvent))
      }
      const unsubscribe = (topic: string) => {
        unsubscribers.get(topic)?.()
        unsubscribers.delete(topic)
      }
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS)
      const close = () => {
        if (isClosed) return
        isClosed = true
        clearInterval(heartbeat)
        for (const stop of unsubscribers.values()) stop()
        unsubscribers.clear()
        openStreams.delete(stream)
        raw.end()
      }
      const stream: EventStream = { send, subscribe, unsubscribe, close }
      for (const topic of options.topics) subscribe(topic)
      openStreams.add(stream)
      request.raw.on('close', close)
      return stream
    },
  )

  // Live streams never finish on their own: end them so shutdown can complete.
  app.addHook('preClose', async () => {
    for (const stream of [...openStreams]) stream.close()
  })
})

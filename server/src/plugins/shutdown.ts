import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

// How often idle keep-alive sockets are reaped while in-flight requests finish.
const REAP_INTERVAL_MS = 100

/**
 * Graceful shutdown without waiting out keep-alive timeouts: once closing starts, every response says
 * `Connection: close`, and sockets that fall idle are closed at once instead of lingering for 72 s.
 */
export const shutdownPlugin = fp(async (app: FastifyInstance) => {
  let isClosing = false
  let reaper: ReturnType<typeof setInterval> | undefined

  app.addHook('preClose', async () => {
    isClosing = true
    app.server.closeIdleConnections()
    reaper = setInterval(() => app.server.closeIdleConnections(), REAP_INTERVAL_MS)
  })
  app.addHook('onSend', async (_request, reply) => {
    if (isClosing) reply.header('Connection', 'close')
  })
  app.addHook('onClose', async () => clearInterval(reaper))
})

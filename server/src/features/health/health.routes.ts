import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { healthEndpoints } from '@forkcast/contract/health.endpoints'
import { endpointRoute } from '../../lib/endpoint-route'
import { isDatabaseUp } from './health.service'

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, healthEndpoints.check),
    handler: async (_request, reply) => {
      const isUp = await isDatabaseUp(app.ctx)
      const liveEvents = app.ctx.hub.state()
      const isHealthy = isUp && liveEvents === 'listening'
      return reply.code(isHealthy ? 200 : 503).send({
        status: isHealthy ? 'ok' : 'degraded',
        database: isUp ? 'up' : 'down',
        dialect: app.ctx.database.dialect,
        liveEvents,
        uptimeSeconds: Math.round(process.uptime()),
      })
    },
  })
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { HealthSchema } from '@forkcast/contract/health.schemas'
import { isDatabaseUp } from './health.service'

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the app, its database and its live-event listener work',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
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
  )
}

import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { HealthSchema } from '@forkcast/contract/health.schemas'

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
      let isUp = true
      try {
        await app.ctx.db.execute(sql`select 1`)
      } catch {
        isUp = false
      }
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

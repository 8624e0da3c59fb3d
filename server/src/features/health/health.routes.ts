import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { HealthSchema } from '@forkcast/contract/health.schemas'

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the app and its database answer',
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
      return reply.code(isUp ? 200 : 503).send({
        status: isUp ? 'ok' : 'degraded',
        database: isUp ? 'up' : 'down',
        dialect: app.ctx.database.dialect,
        uptimeSeconds: Math.round(process.uptime()),
      })
    },
  )
}

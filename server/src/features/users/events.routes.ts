import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../plugins/auth'

export const userEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/events',
    { schema: { tags: ['live'], summary: 'Server-Sent Events for the signed-in user (groups, sessions)' } },
    async (request, reply) => {
      const user = requireUser(request)
      const stream = app.openEventStream(request, reply, { topics: [`user:${user.id}`] })
      stream.send({ type: 'ready', data: { userId: user.id } })
    },
  )
}

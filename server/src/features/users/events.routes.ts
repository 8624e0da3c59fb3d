import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../plugins/auth'
import { listGroups } from '../groups/groups.service'

export const userEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/events',
    {
      schema: {
        tags: ['live'],
        summary:
          "Server-Sent Events for the signed-in user: changes to the user's groups and their decisions",
      },
    },
    async (request, reply) => {
      const user = requireUser(request)
      const groupTopics = async () =>
        new Set((await listGroups(app.ctx, user.id)).map((group) => `group:${group.id}`))
      let subscribed = await groupTopics()
      const stream = app.openEventStream(request, reply, {
        topics: [`user:${user.id}`, ...subscribed],
        transform: (event) => {
          // Joining or leaving changes which groups this stream listens to.
          if (event.type === 'groups-changed') {
            void groupTopics().then((next) => {
              for (const topic of subscribed) if (!next.has(topic)) stream.unsubscribe(topic)
              for (const topic of next) stream.subscribe(topic)
              subscribed = next
            })
          }
          return { type: event.type, data: event.data }
        },
      })
      stream.send({ type: 'ready', data: { userId: user.id } })
    },
  )
}

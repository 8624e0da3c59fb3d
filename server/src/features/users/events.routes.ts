import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { liveEventsEndpoints } from '@forkcast/contract/voting.endpoints'
import { endpointRoute } from '../../lib/endpoint-route'
import { listGroups } from '../groups/groups.service'
import { readyEvent, topics } from '../../realtime/events'

export const userEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, liveEventsEndpoints.stream),
    handler: async (request, reply) => {
      const user = request.signedInUser
      const groupTopics = async () =>
        new Set((await listGroups(app.ctx, user.id)).map((group) => topics.group(group.id)))
      let subscribed = await groupTopics()
      const stream = app.openEventStream(request, reply, {
        topics: [topics.user(user.id), ...subscribed],
        // Joining, leaving or being removed changes which groups this stream listens to; group events
        // wait meanwhile, so a removed member hears nothing more from that group.
        onAccessChanged: async () => {
          const next = await groupTopics()
          for (const topic of subscribed) if (!next.has(topic)) stream.unsubscribe(topic)
          for (const topic of next) stream.subscribe(topic)
          subscribed = next
          return true
        },
      })
      stream.send(readyEvent(user.id))
    },
  })
}

import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { calendarFeedEndpoints } from '@forkcast/contract/calendar-feed.endpoints'
import { endpointRoute } from '../../lib/endpoint-route'
import { createFeed, getFeedStatus, readFeedCalendar, revokeFeed } from './calendar-feed.service'

const originOf = (request: FastifyRequest) =>
  request.server.ctx.config.PUBLIC_ORIGIN ?? `${request.protocol}://${request.host}`

/** /api/groups/:groupId/calendar-feed: a member's own secret link to the group's weekly plan (decision 050). */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, calendarFeedEndpoints.status),
    handler: async (request) =>
      getFeedStatus(app.ctx, { userId: request.signedInUser.id, groupId: request.params.groupId }),
  })

  app.route({
    ...endpointRoute(app, calendarFeedEndpoints.create),
    handler: async (request, reply) => {
      const feed = await createFeed(app.ctx, {
        userId: request.signedInUser.id,
        groupId: request.params.groupId,
        origin: originOf(request),
      })
      // The answer holds a secret shown once: nothing may keep a copy.
      return reply.code(201).header('Cache-Control', 'no-store').send(feed)
    },
  })

  app.route({
    ...endpointRoute(app, calendarFeedEndpoints.revoke),
    handler: async (request) =>
      revokeFeed(app.ctx, { userId: request.signedInUser.id, groupId: request.params.groupId }),
  })
}

/** /api/calendar/<token>.ics: the feed calendar apps fetch, with no cookie; the token is the only key. */
export const calendarFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, calendarFeedEndpoints.file),
    handler: async (request, reply) => {
      const calendar = await readFeedCalendar(app.ctx, {
        file: request.params.file,
        origin: originOf(request),
      })
      // The link is a secret and revoking must take effect at once: no shared caches, no search engines.
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('X-Robots-Tag', 'noindex')
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .send(calendar)
    },
  })
}

import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { SuccessSchema } from '@forkcast/contract/common.schemas'
import {
  CalendarFeedParamsSchema,
  CalendarFeedStatusSchema,
  CalendarFileParamsSchema,
  CreatedCalendarFeedSchema,
} from '@forkcast/contract/calendar-feed.schemas'
import { requireUser } from '../../plugins/auth'
import { createFeed, getFeedStatus, readFeedCalendar, revokeFeed } from './calendar-feed.service'

const tags = ['calendar']

const originOf = (request: FastifyRequest) =>
  request.server.ctx.config.PUBLIC_ORIGIN ?? `${request.protocol}://${request.host}`

/** /api/groups/:groupId/calendar-feed: a member's own secret link to the group's weekly plan (decision 050). */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', async (request) => {
    requireUser(request)
  })

  app.get(
    '/:groupId/calendar-feed',
    {
      schema: {
        tags,
        summary: 'Whether the caller has a live calendar link for the group, and when it was made',
        params: CalendarFeedParamsSchema,
        response: { 200: CalendarFeedStatusSchema },
      },
    },
    async (request) =>
      getFeedStatus(app.ctx, { userId: requireUser(request).id, groupId: request.params.groupId }),
  )

  app.post(
    '/:groupId/calendar-feed',
    {
      schema: {
        tags,
        summary:
          "A new calendar link to the group's plan, shown once; any older link of the caller stops working",
        params: CalendarFeedParamsSchema,
        response: { 201: CreatedCalendarFeedSchema },
      },
    },
    async (request, reply) => {
      const feed = await createFeed(app.ctx, {
        userId: requireUser(request).id,
        groupId: request.params.groupId,
        origin: originOf(request),
      })
      // The answer holds a secret shown once: nothing may keep a copy.
      return reply.code(201).header('Cache-Control', 'no-store').send(feed)
    },
  )

  app.delete(
    '/:groupId/calendar-feed',
    {
      schema: {
        tags,
        summary: "Turn the caller's calendar link off: it answers 404 from then on",
        params: CalendarFeedParamsSchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) =>
      revokeFeed(app.ctx, { userId: requireUser(request).id, groupId: request.params.groupId }),
  )
}

/** /api/calendar/<token>.ics: the feed calendar apps fetch, with no cookie; the token is the only key. */
export const calendarFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:file',
    {
      schema: {
        tags,
        summary: "A group's planned meals as iCalendar (RFC 5545); 404 once the link is off",
        params: CalendarFileParamsSchema,
        produces: ['text/calendar'],
      },
    },
    async (request, reply) => {
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
  )
}

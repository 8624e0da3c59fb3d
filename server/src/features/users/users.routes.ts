import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { TimezoneSchema } from '@forkcast/contract/auth.schemas'
import { SuccessSchema } from '@forkcast/contract/common.schemas'
import { requireUser } from '../../plugins/auth'
import { setTimezone } from './users.service'

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/timezone',
    {
      schema: {
        tags: ['users'],
        summary: 'Store the browser time zone',
        body: TimezoneSchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => {
      const user = requireUser(request)
      await setTimezone(app.ctx, { userId: user.id, timezone: request.body.timezone })
      return { success: true as const }
    },
  )
}

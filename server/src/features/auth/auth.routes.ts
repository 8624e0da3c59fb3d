import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { EmailAuthSchema } from '@forkcast/contract/auth.schemas'
import { SuccessSchema } from '@forkcast/contract/common.schemas'
import { AuthResultSchema, UserSchema } from '@forkcast/contract/users.schemas'
import { clearSessionCookie, requireUser, setSessionCookie } from '../../plugins/auth'
import { getCurrentUser } from '../users/users.service'
import { authenticateWithEmail, endSession } from './auth.service'

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password, or register when first name and phone are given',
        body: EmailAuthSchema,
        response: { 200: AuthResultSchema, 201: AuthResultSchema },
      },
    },
    async (request, reply) => {
      const { isNewUser, user, token } = await authenticateWithEmail(app.ctx, {
        input: request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      })
      setSessionCookie(request, reply, token)
      return reply.code(isNewUser ? 201 : 200).send({ isNewUser, user: await getCurrentUser(app.ctx, user) })
    },
  )

  app.post(
    '/logout',
    { schema: { tags: ['auth'], summary: 'End this session', response: { 200: SuccessSchema } } },
    async (request, reply) => {
      if (request.sessionTokenHash)
        await endSession(app.ctx, request.sessionTokenHash, request.user?.id ?? null)
      clearSessionCookie(reply)
      return { success: true as const }
    },
  )

  app.get(
    '/user',
    { schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: UserSchema } } },
    async (request) => getCurrentUser(app.ctx, requireUser(request)),
  )
}

/** Sign-in lives on the landing page; this address exists for links and redirects that name it. */
export const loginRedirectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/login',
    { schema: { tags: ['auth'], summary: 'Go to the sign-in page', hide: false } },
    async (_request, reply) => reply.redirect('/'),
  )
}

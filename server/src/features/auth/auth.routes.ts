import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ConfirmRegistrationSchema,
  EmailAuthSchema,
  RegistrationPendingSchema,
} from '@forkcast/contract/auth.schemas'
import { SuccessSchema } from '@forkcast/contract/common.schemas'
import { AuthResultSchema, ConfirmedRegistrationSchema, UserSchema } from '@forkcast/contract/users.schemas'
import {
  clearSessionCookie,
  KNOWN_DEVICE_COOKIE_NAME,
  requireUser,
  setKnownDeviceCookie,
  setSessionCookie,
} from '../../plugins/auth'
import { isDirectLoopbackRequest, loopbackOriginOf } from '../../plugins/host-check'
import { getCurrentUser } from '../users/users.service'
import { authenticateWithEmail, confirmRegistration, endSession } from './auth.service'

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/email',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Sign in with email and password, or register when first name and phone are given (202: a link is mailed)',
        body: EmailAuthSchema,
        response: { 200: AuthResultSchema, 202: RegistrationPendingSchema },
      },
    },
    async (request, reply) => {
      const outcome = await authenticateWithEmail(app.ctx, {
        input: request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        deviceToken: request.cookies[KNOWN_DEVICE_COOKIE_NAME],
        isLocalBrowser: isDirectLoopbackRequest(request),
        loopbackOrigin: loopbackOriginOf(request),
      })
      if (outcome.kind === 'confirmation-sent') return reply.code(202).send(outcome.answer)
      setSessionCookie(request, reply, outcome.token)
      if (outcome.deviceToken) setKnownDeviceCookie(request, reply, outcome.deviceToken)
      return reply.code(200).send({ isNewUser: false, user: await getCurrentUser(app.ctx, outcome.user) })
    },
  )

  app.post(
    '/verify-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Open a registration’s mailed link: creates the account and signs it in',
        body: ConfirmRegistrationSchema,
        response: { 201: ConfirmedRegistrationSchema },
      },
    },
    async (request, reply) => {
      const { user, token, deviceToken, continueTo, betaTierName } = await confirmRegistration(app.ctx, {
        token: request.body.token,
        userAgent: request.headers['user-agent'],
      })
      setSessionCookie(request, reply, token)
      setKnownDeviceCookie(request, reply, deviceToken)
      const body = { isNewUser: true, user: await getCurrentUser(app.ctx, user), continueTo, betaTierName }
      return reply.code(201).send(body)
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

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { authEndpoints } from '@forkcast/contract/auth.endpoints'
import { endpointRoute } from '../../lib/endpoint-route'
import {
  clearSessionCookie,
  KNOWN_DEVICE_COOKIE_NAME,
  setKnownDeviceCookie,
  setSessionCookie,
} from '../../plugins/auth'
import { isDirectLoopbackRequest, loopbackOriginOf } from '../../plugins/host-check'
import { getCurrentUser } from '../users/users.service'
import { languageOfRequest } from '../../lib/i18n'
import { authenticateWithEmail, confirmRegistration, endSession } from './auth.service'

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, authEndpoints.signInOrRegister),
    handler: async (request, reply) => {
      const outcome = await authenticateWithEmail(app.ctx, {
        input: request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        deviceToken: request.cookies[KNOWN_DEVICE_COOKIE_NAME],
        isLocalBrowser: isDirectLoopbackRequest(request),
        loopbackOrigin: loopbackOriginOf(request),
        language: languageOfRequest(request),
      })
      if (outcome.kind === 'confirmation-sent') return reply.code(202).send(outcome.answer)
      setSessionCookie(request, reply, outcome.token)
      if (outcome.deviceToken) setKnownDeviceCookie(request, reply, outcome.deviceToken)
      return reply.code(200).send({ isNewUser: false, user: await getCurrentUser(app.ctx, outcome.user) })
    },
  })

  app.route({
    ...endpointRoute(app, authEndpoints.confirmRegistration),
    handler: async (request, reply) => {
      const { user, token, deviceToken, continueTo, betaTierName } = await confirmRegistration(app.ctx, {
        token: request.body.token,
        userAgent: request.headers['user-agent'],
      })
      setSessionCookie(request, reply, token)
      setKnownDeviceCookie(request, reply, deviceToken)
      const body = { isNewUser: true, user: await getCurrentUser(app.ctx, user), continueTo, betaTierName }
      return reply.code(201).send(body)
    },
  })

  app.route({
    ...endpointRoute(app, authEndpoints.logout),
    handler: async (request, reply) => {
      if (request.sessionTokenHash)
        await endSession(app.ctx, request.sessionTokenHash, request.user?.id ?? null)
      clearSessionCookie(reply)
      return { success: true as const }
    },
  })

  app.route({
    ...endpointRoute(app, authEndpoints.currentUser),
    handler: async (request) => getCurrentUser(app.ctx, request.signedInUser),
  })
}

/** Sign-in lives on the landing page; this address exists for links and redirects that name it. */
export const loginRedirectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, authEndpoints.loginRedirect),
    handler: async (_request, reply) => reply.redirect('/'),
  })
}

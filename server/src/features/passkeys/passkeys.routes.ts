import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { passkeyEndpoints } from '@forkcast/contract/passkeys.endpoints'
import { endpointRoute } from '../../lib/endpoint-route'
import { setSessionCookie } from '../../plugins/auth'
import { loopbackOriginOf } from '../../plugins/host-check'
import { getCurrentUser } from '../users/users.service'
import {
  listPasskeysOf,
  registerPasskey,
  relyingPartyOf,
  removePasskey,
  startPasskeyRegistration,
  startPasskeySignIn,
  signInWithPasskey,
} from './passkeys.service'

/** Passkeys (decision 057): the paths are the contract's, so this plugin is registered without a prefix. */
export const passkeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const rpOf = (request: Parameters<typeof loopbackOriginOf>[0]) =>
    relyingPartyOf(app.ctx.config, loopbackOriginOf(request))

  app.route({
    ...endpointRoute(app, passkeyEndpoints.list),
    handler: async (request) => listPasskeysOf(app.ctx, request.signedInUser.id),
  })

  app.route({
    ...endpointRoute(app, passkeyEndpoints.startRegistration),
    handler: async (request) =>
      startPasskeyRegistration(app.ctx, { user: request.signedInUser, rp: rpOf(request) }),
  })

  app.route({
    ...endpointRoute(app, passkeyEndpoints.register),
    handler: async (request, reply) => {
      const passkey = await registerPasskey(app.ctx, {
        userId: request.signedInUser.id,
        rp: rpOf(request),
        input: request.body,
      })
      return reply.code(201).send(passkey)
    },
  })

  app.route({
    ...endpointRoute(app, passkeyEndpoints.remove),
    handler: async (request) =>
      removePasskey(app.ctx, { userId: request.signedInUser.id, passkeyId: request.params.passkeyId }),
  })

  app.route({
    ...endpointRoute(app, passkeyEndpoints.startSignIn),
    handler: async (request) => startPasskeySignIn(app.ctx, { rp: rpOf(request), ip: request.ip }),
  })

  app.route({
    ...endpointRoute(app, passkeyEndpoints.signIn),
    handler: async (request, reply) => {
      const { user, token } = await signInWithPasskey(app.ctx, {
        rp: rpOf(request),
        input: request.body,
        userAgent: request.headers['user-agent'],
      })
      setSessionCookie(request, reply, token)
      return reply.code(200).send({ isNewUser: false, user: await getCurrentUser(app.ctx, user) })
    },
  })
}

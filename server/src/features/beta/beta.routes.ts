import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { betaEndpoints } from '@forkcast/contract/beta.endpoints'
import { AppError } from '../../lib/app-error'
import { endpointRoute } from '../../lib/endpoint-route'
import { requireUser } from '../../plugins/auth'
import { isBetaAdmin } from '../../lib/beta-admins'
import { addBetaTester, getBetaInvite, listBetaTesters, redeemBetaInvite } from './beta.service'

/** Admins only; everyone else (signed out included) gets the same 404 as a route that does not exist. */
const requireBetaAdmin = (request: FastifyRequest) => {
  const user = request.user
  if (!user || !isBetaAdmin(request.server.ctx.config, user.email)) {
    throw new AppError('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0] ?? ''}`)
  }
  return user
}

export const betaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, betaEndpoints.testers),
    handler: async (request) => {
      requireBetaAdmin(request)
      return listBetaTesters(app.ctx)
    },
  })

  app.route({
    ...endpointRoute(app, betaEndpoints.addTester),
    // The admin check runs before the body is validated, so others cannot probe the route.
    preValidation: async (request) => {
      requireBetaAdmin(request)
    },
    handler: async (request, reply) => {
      const admin = requireBetaAdmin(request)
      const result = await addBetaTester(app.ctx, { invitedBy: admin.id, ...request.body })
      return reply.code(201).send(result)
    },
  })

  app.route({
    ...endpointRoute(app, betaEndpoints.invite),
    handler: async (request) => getBetaInvite(app.ctx, { code: request.params.code, ip: request.ip }),
  })

  app.route({
    ...endpointRoute(app, betaEndpoints.redeem),
    handler: async (request) =>
      redeemBetaInvite(app.ctx, {
        userId: requireUser(request).id,
        code: request.params.code,
        ip: request.ip,
      }),
  })
}

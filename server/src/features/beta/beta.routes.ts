import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { betaEndpoints } from '@forkcast/contract/beta.endpoints'
import { endpointRoute } from '../../lib/endpoint-route'
import { addBetaTester, getBetaInvite, listBetaTesters, redeemBetaInvite } from './beta.service'

export const betaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, betaEndpoints.testers),
    handler: async () => listBetaTesters(app.ctx),
  })

  app.route({
    ...endpointRoute(app, betaEndpoints.addTester),
    handler: async (request, reply) => {
      const result = await addBetaTester(app.ctx, { invitedBy: request.signedInUser.id, ...request.body })
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
        userId: request.signedInUser.id,
        code: request.params.code,
        ip: request.ip,
      }),
  })
}

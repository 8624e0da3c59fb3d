import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AddBetaTesterResultSchema,
  AddBetaTesterSchema,
  BetaCodeParamsSchema,
  BetaInviteSchema,
  BetaTesterSchema,
  RedeemBetaResultSchema,
} from '@forkcast/contract/beta.schemas'
import { AppError } from '../../lib/app-error'
import { requireUser } from '../../plugins/auth'
import { isBetaAdmin } from '../../lib/beta-admins'
import { addBetaTester, getBetaInvite, listBetaTesters, redeemBetaInvite } from './beta.service'

const tags = ['beta']

/** Admins only; everyone else (signed out included) gets the same 404 as a route that does not exist. */
const requireBetaAdmin = (request: FastifyRequest) => {
  const user = request.user
  if (!user || !isBetaAdmin(request.server.ctx.config, user.email)) {
    throw new AppError('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0] ?? ''}`)
  }
  return user
}

export const betaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/testers',
    {
      schema: {
        tags,
        summary: 'Every beta tester (admins in ADMIN_EMAILS only)',
        response: { 200: z.array(BetaTesterSchema) },
      },
    },
    async (request) => {
      requireBetaAdmin(request)
      return listBetaTesters(app.ctx)
    },
  )

  app.post(
    '/add-tester',
    {
      // The admin check runs before the body is validated, so others cannot probe the route.
      preValidation: async (request) => {
        requireBetaAdmin(request)
      },
      schema: {
        tags,
        summary: 'Invite a beta tester: answers a single-use invite code (admins only)',
        body: AddBetaTesterSchema,
        response: { 201: AddBetaTesterResultSchema },
      },
    },
    async (request, reply) => {
      const admin = requireBetaAdmin(request)
      const result = await addBetaTester(app.ctx, { invitedBy: admin.id, ...request.body })
      return reply.code(201).send(result)
    },
  )

  app.get(
    '/invites/:code',
    {
      schema: {
        tags,
        summary: 'What a beta invite gives (no sign-in needed)',
        params: BetaCodeParamsSchema,
        response: { 200: BetaInviteSchema },
      },
    },
    async (request) => getBetaInvite(app.ctx, { code: request.params.code, ip: request.ip }),
  )

  app.post(
    '/invites/:code/redeem',
    {
      schema: {
        tags,
        summary: 'Claim a beta invite for the signed-in account (single use)',
        params: BetaCodeParamsSchema,
        response: { 200: RedeemBetaResultSchema },
      },
    },
    async (request) =>
      redeemBetaInvite(app.ctx, {
        userId: requireUser(request).id,
        code: request.params.code,
        ip: request.ip,
      }),
  )
}

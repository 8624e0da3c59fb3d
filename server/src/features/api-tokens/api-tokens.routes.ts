import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ApiTokenListSchema,
  ApiTokenParamsSchema,
  CreateApiTokenSchema,
  CreatedApiTokenSchema,
} from '@forkcast/contract/api-tokens.schemas'
import { SuccessSchema } from '@forkcast/contract/common.schemas'
import { requireUser } from '../../plugins/auth'
import { createApiToken, listApiTokens, revokeApiToken } from './api-tokens.service'

const tags = ['account']

/** /api/account/api-tokens: a person's own tokens. A token never reaches these routes (plugins/api-token-auth). */
export const apiTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', async (request) => {
    requireUser(request)
  })

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: "The caller's personal API tokens, newest first (never the secret)",
        response: { 200: ApiTokenListSchema },
      },
    },
    async (request) => ({ tokens: await listApiTokens(app.ctx, { userId: requireUser(request).id }) }),
  )

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Create a personal API token: the answer holds the token, shown this once',
        body: CreateApiTokenSchema,
        response: { 201: CreatedApiTokenSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createApiToken(app.ctx, { user: requireUser(request), input: request.body })),
  )

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Revoke one of the caller’s API tokens; it stops working at once (404 unless it is theirs)',
        params: ApiTokenParamsSchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => revokeApiToken(app.ctx, { userId: requireUser(request).id, id: request.params.id }),
  )
}

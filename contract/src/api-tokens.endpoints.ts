import {
  ApiTokenListSchema,
  ApiTokenParamsSchema,
  CreateApiTokenSchema,
  CreatedApiTokenSchema,
} from './api-tokens.schemas'
import { SuccessSchema } from './common.schemas'
import { defineEndpoint } from './endpoint'

const tags = ['account']

/** A person's own personal API tokens; a token itself never reaches these. */
export const apiTokenEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/account/api-tokens',
    tags,
    summary: "The caller's personal API tokens, newest first (never the secret)",
    responses: { 200: ApiTokenListSchema },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/account/api-tokens',
    tags,
    summary: 'Create a personal API token: the answer holds the token, shown this once',
    body: CreateApiTokenSchema,
    responses: { 201: CreatedApiTokenSchema },
  }),
  revoke: defineEndpoint({
    method: 'DELETE',
    path: '/api/account/api-tokens/:id',
    tags,
    summary: 'Revoke one of the caller’s API tokens; it stops working at once (404 unless it is theirs)',
    params: ApiTokenParamsSchema,
    responses: { 200: SuccessSchema },
  }),
}

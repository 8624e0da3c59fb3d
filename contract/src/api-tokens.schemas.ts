import { z } from 'zod'
import { idNumber, requiredText } from './common.schemas'

/** Personal API tokens one person can hold at once (decision 048). */
export const MAX_API_TOKENS_PER_USER = 20
export const API_TOKEN_NAME_MAX_LENGTH = 60
/** Every token starts with this, so a leaked one is recognisable in logs and secret scanners. */
export const API_TOKEN_PREFIX = 'fct_'

export const API_TOKEN_SCOPES = ['read', 'read-write'] as const
export const ApiTokenScopeSchema = z.enum(API_TOKEN_SCOPES, {
  error: 'Scope must be read or read-write',
})
export type ApiTokenScope = z.infer<typeof ApiTokenScopeSchema>

/** What the account page calls each scope. */
export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, string> = {
  read: 'Read only',
  'read-write': 'Read and write',
}

export const CreateApiTokenSchema = z.object({
  name: requiredText('Name', API_TOKEN_NAME_MAX_LENGTH),
  scope: ApiTokenScopeSchema,
})
export type CreateApiToken = z.infer<typeof CreateApiTokenSchema>
export type CreateApiTokenInput = z.input<typeof CreateApiTokenSchema>

export const ApiTokenParamsSchema = z.object({ id: idNumber('id') })

/** A token as the owner sees it later: never the secret, only its first characters. */
export const ApiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: ApiTokenScopeSchema,
  /** The token's first characters, to tell tokens apart. */
  prefix: z.string(),
  createdAt: z.string(),
  /** null until the token is first used. */
  lastUsedAt: z.string().nullable(),
})
export type ApiToken = z.infer<typeof ApiTokenSchema>

export const ApiTokenListSchema = z.object({ tokens: z.array(ApiTokenSchema) })
export type ApiTokenList = z.infer<typeof ApiTokenListSchema>

/** The answer to creating a token: the only time the secret itself is sent. */
export const CreatedApiTokenSchema = ApiTokenSchema.extend({ token: z.string() })
export type CreatedApiToken = z.infer<typeof CreatedApiTokenSchema>

import { randomBytes } from 'node:crypto'
import {
  API_TOKEN_PREFIX,
  MAX_API_TOKENS_PER_USER,
  type ApiToken,
  type CreateApiToken,
  type CreatedApiToken,
} from '@forkcast/contract/api-tokens.schemas'
import type { AppContext } from '../../lib/app-context'
import { AppError } from '../../lib/app-error'
import { hashToken } from '../../lib/tokens'
import type { SessionUser } from '../../sessions/session-lookup'
import {
  countApiTokensOfUser,
  deleteApiTokenOfUser,
  findApiTokensOfUser,
  insertApiToken,
  lockApiTokensOfUser,
} from './api-tokens.repository'

const API_TOKEN_NOT_FOUND = 'That API token does not exist or was already revoked.'
/** How much of a token is kept in clear to tell tokens apart: the prefix and six random characters. */
const DISPLAY_PREFIX_LENGTH = API_TOKEN_PREFIX.length + 6

/** `fct_` and 32 random bytes: 256 bits, so the unsalted SHA-256 stored is as strong as the token itself. */
const createApiTokenSecret = () => `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`

type TokenView = Omit<ApiToken, 'createdAt' | 'lastUsedAt'> & { createdAt: Date; lastUsedAt: Date | null }

const toApiToken = (row: TokenView): ApiToken => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
})

export async function listApiTokens(ctx: AppContext, { userId }: { userId: number }): Promise<ApiToken[]> {
  return (await findApiTokensOfUser(ctx.db, userId)).map(toApiToken)
}

/** Creates a token and answers its secret, the one time it exists outside the person's hands. */
export async function createApiToken(
  ctx: AppContext,
  { user, input }: { user: SessionUser; input: CreateApiToken },
): Promise<CreatedApiToken> {
  if (user.isGuest) {
    throw new AppError('FORBIDDEN', 'Guests cannot create API tokens. Create a Forkcast account first.')
  }
  const token = createApiTokenSecret()
  const row = await ctx.db.transaction(async (tx) => {
    await lockApiTokensOfUser(tx, user.id)
    if ((await countApiTokensOfUser(tx, user.id)) >= MAX_API_TOKENS_PER_USER) {
      throw new AppError(
        'CONFLICT',
        `You can have at most ${MAX_API_TOKENS_PER_USER} API tokens. Revoke one you no longer use to create another.`,
      )
    }
    return insertApiToken(tx, {
      userId: user.id,
      name: input.name,
      scope: input.scope,
      tokenHash: hashToken(token),
      prefix: token.slice(0, DISPLAY_PREFIX_LENGTH),
    })
  })
  return { ...toApiToken(row), token }
}

export async function revokeApiToken(ctx: AppContext, { userId, id }: { userId: number; id: number }) {
  if (!(await deleteApiTokenOfUser(ctx.db, userId, id))) throw new AppError('NOT_FOUND', API_TOKEN_NOT_FOUND)
  return { success: true as const }
}

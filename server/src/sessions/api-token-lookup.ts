import { eq } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { apiTokens, users } from '../db/schema'
import type { SessionUser } from './session-lookup'

export interface ApiTokenWithUser {
  token: Pick<typeof apiTokens.$inferSelect, 'id' | 'scope' | 'lastUsedAt'>
  user: SessionUser
}

/**
 * How the auth plugin reads a bearer token: the token and its user in one indexed statement. Creating and
 * revoking tokens belongs to the api-tokens feature; reading them for every request lives here, like sessions.
 */
export const findApiTokenWithUser = async (
  db: Executor,
  tokenHash: string,
): Promise<ApiTokenWithUser | null> => {
  const [row] = await db
    .select({
      token: { id: apiTokens.id, scope: apiTokens.scope, lastUsedAt: apiTokens.lastUsedAt },
      user: users,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, tokenHash))
    .limit(1)
  return row ?? null
}

export const markApiTokenUsed = async (db: Executor, id: number, now: Date): Promise<void> => {
  await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, id))
}

import { and, eq, gte, inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { eliminationSessions } from '../../db/schema'

/** Whether a board of one of these scopes decided on this option since then. */
export const hasDecisionSince = async (db: Executor, scopeKeys: string[], optionId: string, since: Date) => {
  if (scopeKeys.length === 0) return false
  const [row] = await db
    .select({ id: eliminationSessions.id })
    .from(eliminationSessions)
    .where(
      and(
        inArray(eliminationSessions.scopeKey, scopeKeys),
        eq(eliminationSessions.decidedOptionId, optionId),
        gte(eliminationSessions.decidedAt, since),
      ),
    )
    .limit(1)
  return row !== undefined
}

import { SOLO_GROUP_ID } from '@forkcast/contract/voting.schemas'
import { nowOf, type AppContext } from '../../lib/app-context'
import { hasDecisionSince } from './decisions.repository'

// What a family decided and when, read by the features a decision frees (recipes for tonight) and written by
// voting: it depends on neither, so recipes and voting no longer depend on each other (issue 29).

/** Whose board it is: a group's, or one person's alone. */
export const scopeKeyOf = (groupId: number, userId: number) =>
  groupId === SOLO_GROUP_ID ? `u:${userId}` : `g:${groupId}`

/** How long a decision keeps its recipes free of the daily search limit: tonight, wherever the clock stands. */
const DECISION_FREE_HOURS = 24

/**
 * Whether the caller alone, or their group, decided on `optionId` lately: recipes shown for that decision
 * (Cook it, suggestions for the decided cuisine) are not searches, so no limit stands between a family and dinner.
 */
export async function decidedRecently(
  ctx: AppContext,
  { userId, groupId, optionId }: { userId: number; groupId?: number; optionId: string },
) {
  const now = nowOf(ctx)
  const scopes = [scopeKeyOf(SOLO_GROUP_ID, userId), ...(groupId ? [scopeKeyOf(groupId, userId)] : [])]
  return hasDecisionSince(ctx.db, scopes, optionId, new Date(now.getTime() - DECISION_FREE_HOURS * 3_600_000))
}

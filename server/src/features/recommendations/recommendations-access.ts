import type { AppContext } from '../../lib/app-context'
import type { UserRow } from '../users/users.repository'
import { requireTier } from '../subscriptions/subscriptions.service'

/**
 * The one place that decides who may see AI recommendations: the plus and premium plans (spec 6), the
 * caller's own or one a member pays for the group asked about (any of the caller's groups without one).
 */
export const assertCanUseRecommendations = async (
  ctx: AppContext,
  { user, groupId }: { user: UserRow; groupId?: number },
): Promise<void> => {
  await requireTier(ctx, { userId: user.id, feature: 'aiRecommendations', groupId })
}

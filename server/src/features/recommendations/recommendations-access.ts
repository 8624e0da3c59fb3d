import type { AppContext } from '../../lib/app-context'
import type { UserRow } from '../users/users.repository'
import { requireTier } from '../subscriptions/subscriptions.service'

/** The one place that decides who may see AI recommendations: the plus and premium plans (spec 6). */
export const assertCanUseRecommendations = (ctx: AppContext, { user }: { user: UserRow }): Promise<void> =>
  requireTier(ctx, { userId: user.id, feature: 'aiRecommendations' })

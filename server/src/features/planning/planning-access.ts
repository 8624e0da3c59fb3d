import type { PlanningFeature } from '@forkcast/contract/planning.schemas'
import type { AppContext } from '../../lib/app-context'
import { requireGroupMember } from '../membership/membership.service'
import { requireTier } from '../subscriptions/subscriptions.service'

/**
 * The one gate for planning. Spec 6: the smart planner needs plus or premium and a family group; weekly plans
 * need premium. Membership comes first: another group's data is a 404, never a hint it exists.
 */
export async function assertPlanningAccess(
  ctx: AppContext,
  { userId, groupId, feature }: { userId: number; groupId: number; feature: PlanningFeature },
): Promise<void> {
  await requireGroupMember(ctx, { userId, groupId })
  await assertTierAllows(ctx, { userId, groupId, feature })
}

/**
 * Spec 6: the smart planner needs plus or premium; weekly plans need premium (403 TIER_REQUIRED otherwise).
 * A plan a member pays for the group counts for everyone in it (decision 028). Alone, only for a caller whose
 * membership is already checked (the smart planner's audience read does it).
 */
export const assertTierAllows = (
  ctx: AppContext,
  { userId, groupId, feature }: { userId: number; groupId: number; feature: PlanningFeature },
) =>
  requireTier(ctx, {
    userId,
    groupId,
    feature: feature === 'weeklyPlans' ? 'weeklyMealPlans' : 'smartPlanner',
  })

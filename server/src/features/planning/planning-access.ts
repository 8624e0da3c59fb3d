import type { PlanningFeature } from '@forkcast/contract/planning.schemas'
import type { AppContext } from '../../lib/app-context'
import { requireGroupMember } from '../groups/groups.service'

/**
 * The one gate for planning. Spec 6: the smart planner needs plus or premium and a family group; weekly plans
 * need premium. Membership is checked here today (another group's data is a 404, never a hint it exists).
 */
export async function assertPlanningAccess(
  ctx: AppContext,
  { userId, groupId, feature }: { userId: number; groupId: number; feature: PlanningFeature },
): Promise<void> {
  await requireGroupMember(ctx, { userId, groupId })
  await assertTierAllows(ctx, { userId, feature })
}

/**
 * TIER CHECK: the subscription tiers are not in this branch. At merge, look up the caller's tier here and
 * throw AppError('TIER_REQUIRED', …) when it does not include `feature`; nothing else in planning changes.
 */
async function assertTierAllows(
  _ctx: AppContext,
  _request: { userId: number; feature: PlanningFeature },
): Promise<void> {}

import type { AppContext } from '../../lib/app-context'
import type { UserRow } from '../auth/auth.repository'

/**
 * The one place that decides who may see AI recommendations. The spec gives them to the plus and premium
 * tiers only (free is blocked); tiers are being built in the subscriptions feature, so today every
 * signed-in user passes.
 */
export async function assertCanUseRecommendations(
  _ctx: AppContext,
  { user: _user }: { user: UserRow },
): Promise<void> {
  // TIER CHECK GOES HERE at merge: read the user's tier from the subscriptions service and
  // throw new AppError('FORBIDDEN', 'AI Recommendations are available with Plus and Premium plans.') for free.
}

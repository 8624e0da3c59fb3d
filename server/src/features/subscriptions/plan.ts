import { BETA_TIER, type BetaAccessLevel } from '@forkcast/contract/beta.schemas'
import { tierRank, type SubscriptionStatus, type TierKey } from '@forkcast/contract/subscriptions.schemas'
import type { SubscriptionRow } from './subscriptions.repository'

export interface Plan {
  tier: TierKey
  status: SubscriptionStatus
  currentPeriodEnd: Date | null
  cancelAtPeriodEnd: boolean
  /** The paid subscription behind the tier, when there is one still running. */
  paid: SubscriptionRow | null
}

/** Whether a paid subscription still gives its tier at `now`. */
export const isPaidPlanRunning = (subscription: SubscriptionRow, now: Date) => {
  if (subscription.status === 'canceled') return false
  // Stripe renews a live subscription and tells us with an event; only a cancelled or test plan ends on its date.
  if (subscription.provider === 'stripe' && !subscription.cancelAtPeriodEnd) return true
  return subscription.currentPeriodEnd.getTime() > now.getTime()
}

/** The tier a user has now: the better of a running paid plan and claimed beta access, else free. */
export function resolvePlan(
  {
    subscription,
    betaAccessLevel,
  }: { subscription: SubscriptionRow | null; betaAccessLevel: BetaAccessLevel | null },
  now: Date,
): Plan {
  const paid = subscription && isPaidPlanRunning(subscription, now) ? subscription : null
  const betaTier = betaAccessLevel ? BETA_TIER[betaAccessLevel] : null
  if (paid && (!betaTier || tierRank(paid.tier) >= tierRank(betaTier))) {
    return {
      tier: paid.tier,
      status: paid.status === 'past_due' ? 'past_due' : 'active',
      currentPeriodEnd: paid.currentPeriodEnd,
      cancelAtPeriodEnd: paid.cancelAtPeriodEnd,
      paid,
    }
  }
  if (betaTier)
    return { tier: betaTier, status: 'beta', currentPeriodEnd: null, cancelAtPeriodEnd: false, paid }
  return { tier: 'free', status: 'none', currentPeriodEnd: null, cancelAtPeriodEnd: false, paid: null }
}
